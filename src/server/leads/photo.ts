import "server-only";
import { eq, sql } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { env } from "@/src/config/env";
import type { Database } from "@/src/db";
import { leadPhotos, leads } from "@/src/db/schema";
import {
  jpegBase64,
  PHOTO_CONSENT_VERSION,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_INPUT_EDGE,
  PHOTO_STORED_EDGE,
  PHOTO_UPLOADS_PER_LEAD,
  type PhotoInput,
} from "@/src/lib/lead/photo";
import { AppError } from "@/src/server/http/errors";
import { decodeUpright, ImageRefused, readHeader } from "@/src/server/media/decode";
import { apiText } from "@/src/server/http/messages";
import { enforce, type LimitRule } from "@/src/server/ratelimit";
import { leadNotFound } from "./service";
import { tokenMatches } from "./tokens";

/**
 * Lead photos (docs/leads.md "Lead photos"). A photo is a file a stranger sends us, so it is
 * decoded and re-encoded before anything is stored (src/server/media/decode.ts): what is kept is
 * always our own JPEG, never the client's bytes, and carries no metadata (EXIF GPS says where the
 * patient lives).
 */

/** One bucket per client address counts photo requests, before any is looked up or decoded. */
export const PHOTO_IP_RULE = (): LimitRule => ({
  name: "lead-photo-ip-1h",
  points: env().LEAD_PHOTO_IP_LIMIT,
  durationMs: 60 * 60 * 1000,
});

const TOO_MANY_PHOTOS = (seconds: number) =>
  apiText("tooManyPhotos", { minutes: Math.ceil(seconds / 60) });

const unreadable = () => new AppError(400, [apiText("photoUnreadable")]);

/**
 * Longer sides tried in turn until the JPEG fits in PHOTO_MAX_BYTES. A photo fits at the first;
 * the others are for files that re-encode far larger than they were sent (pixel noise sent at
 * the lowest quality: 70 KB in, 550 KB out at 1600 px), so that storing never takes more room
 * than the request could carry.
 */
const STORED_EDGES = [PHOTO_STORED_EDGE, 1024, 640, 400] as const;
const STORED_QUALITY = 80;

/**
 * Decodes a sent JPEG and encodes our own (src/server/media/decode.ts: upright, no metadata), at
 * most PHOTO_STORED_EDGE pixels on the longer side and at most PHOTO_MAX_BYTES.
 * Throws AppError 400 when it is not a JPEG that decodes cleanly, or is too large.
 */
export async function reencodePhoto(sent: Buffer): Promise<Buffer> {
  // The header alone first: its dimensions decide whether any pixel is decoded.
  try {
    await readHeader(sent, ["jpeg"], PHOTO_MAX_INPUT_EDGE);
  } catch (error) {
    if (error instanceof ImageRefused && error.reason === "too_large") {
      throw new AppError(400, [apiText("photoTooLarge", { max: PHOTO_MAX_INPUT_EDGE })]);
    }
    throw unreadable();
  }
  const [firstEdge, ...smallerEdges] = STORED_EDGES;
  const encode = (image: Sharp, edge: number) =>
    image
      .resize(edge, edge, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: STORED_QUALITY })
      .toBuffer();
  try {
    // Only this first pass reads the client's file; the next ones shrink our own JPEG.
    let stored = await encode(decodeUpright(sent, PHOTO_MAX_INPUT_EDGE), firstEdge);
    for (const edge of smallerEdges) {
      if (stored.length <= PHOTO_MAX_BYTES) return stored;
      stored = await encode(sharp(stored), edge);
    }
    if (stored.length <= PHOTO_MAX_BYTES) return stored;
  } catch {
    throw unreadable();
  }
  // Not even 400 px fits: that is noise, not a photo.
  throw unreadable();
}

/**
 * Stores a lead's selfie with the patient's consent, for the lead whose secret it presents; a
 * later photo replaces the earlier one, at most PHOTO_UPLOADS_PER_LEAD in all.
 * Never read out by any public route. In order, each step before the costlier next one:
 * 1. the client's per-address bucket is counted (over it: 429 + Retry-After);
 * 2. the lead and its secret are checked (404), and its photo count (429);
 * 3. the photo is decoded and re-encoded (400 when it is not a clean JPEG or too large);
 * 4. one statement stores it, only while the lead is under its count (a concurrent upload that
 *    takes the last place makes this one a 429).
 * A refused upload writes no photo and leaves the lead's earlier photo as it was.
 */
export async function saveLeadPhoto(
  db: Database,
  input: PhotoInput,
  client: { ip: string },
  now: Date = new Date(),
): Promise<void> {
  await enforce(db, PHOTO_IP_RULE(), client.ip, now, TOO_MANY_PHOTOS);
  const [lead] = await db
    .select({ tokenHash: leads.surveyTokenHash, uploads: leadPhotos.uploads })
    .from(leads)
    .leftJoin(leadPhotos, eq(leadPhotos.leadId, leads.id))
    .where(eq(leads.id, input.leadId));
  const sent = jpegBase64(input.photo);
  if (!lead || !tokenMatches(input.token, lead.tokenHash) || sent === null) throw leadNotFound();
  const replaceLimit = () => new AppError(429, [apiText("photoReplaceLimit")]);
  if ((lead.uploads ?? 0) >= PHOTO_UPLOADS_PER_LEAD) throw replaceLimit();

  const photo = await reencodePhoto(Buffer.from(sent, "base64"));
  const photoColumns = {
    contentType: "image/jpeg",
    data: photo.toString("base64"),
    consentVersion: PHOTO_CONSENT_VERSION,
    consentAt: now,
    createdAt: now,
  };
  const stored = await db
    .insert(leadPhotos)
    .values({ leadId: input.leadId, ...photoColumns })
    .onConflictDoUpdate({
      target: leadPhotos.leadId,
      set: { ...photoColumns, uploads: sql`${leadPhotos.uploads} + 1` },
      setWhere: sql`${leadPhotos.uploads} < ${PHOTO_UPLOADS_PER_LEAD}`,
    })
    .returning({ leadId: leadPhotos.leadId });
  if (stored.length === 0) throw replaceLimit();
}
