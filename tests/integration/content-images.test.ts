import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/console/content/profiles/[kind]/[slug]/photo/route";
import { GET as mediaRoute } from "@/app/media/[file]/route";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  contentChanges,
  contentDrafts,
  doctors,
  hospitals,
  mediaImages,
  mediaVariants,
} from "@/src/db/schema";
import { IMAGE_MAX_BYTES, parseMediaFile } from "@/src/lib/content-editing/images";
import { getDoctorBySlug } from "@/src/server/catalog/doctors";
import { getHospitalBySlug } from "@/src/server/catalog/hospitals";
import type { ContentActor } from "@/src/server/content-editing/actor";
import { readBodyCapped } from "@/src/server/content-editing/images";
import {
  listVersions,
  publishDraft,
  revertVersion,
  saveDraft,
} from "@/src/server/content-editing/workflow";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { type SignedInStaff, staffMember } from "./console-support";

let handle: DbHandle;
let member: SignedInStaff;
let editor: ContentActor;
let doctorSlug: string;
let hospitalSlug: string;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDb();
  member = await staffMember(db(), "editor");
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.93");
  if (!resolved.staff) throw new Error("not signed in");
  const s = resolved.staff;
  editor = { id: s.id, email: s.email, role: s.role, ip: s.ip };
  const [d] = await db().select({ slug: doctors.slug }).from(doctors).orderBy(doctors.id).limit(1);
  const [h] = await db()
    .select({ slug: hospitals.slug })
    .from(hospitals)
    .orderBy(hospitals.id)
    .limit(1);
  doctorSlug = d?.slug ?? "";
  hospitalSlug = h?.slug ?? "";
}, 60_000);
afterAll(async () => {
  await handle.close();
});

const ORIGIN = "http://localhost:3000";

/** A console upload as the browser sends it: the file as the body, the session's cookies. */
function upload(
  kind: string,
  slug: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`${ORIGIN}/console/content/profiles/${kind}/${slug}/photo`, {
    method: "POST",
    headers: member.jar.headers({ origin: ORIGIN, host: "localhost:3000", ...headers }),
    body,
    duplex: "half",
  } as RequestInit);
  return uploadRoute(request, { params: Promise.resolve({ kind, slug }) });
}

/** What a refused upload must leave as it was. */
async function counts() {
  const [images] = await db().select({ n: count() }).from(mediaImages);
  const [variants] = await db().select({ n: count() }).from(mediaVariants);
  const [drafts] = await db().select({ n: count() }).from(contentDrafts);
  const [audits] = await db().select({ n: count() }).from(auditLog);
  const [photos] = await db()
    .select({ photo: doctors.photoUrl })
    .from(doctors)
    .where(eq(doctors.slug, doctorSlug));
  return {
    images: images?.n,
    variants: variants?.n,
    drafts: drafts?.n,
    audits: audits?.n,
    photo: photos?.photo,
  };
}

/** A camera's JPEG: 1200 × 800 stored, EXIF orientation 6 (upright it is 800 × 1200), with GPS-like metadata. */
function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: "Clinic camera", Make: "PhoneCo", Model: "X1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A stream of `total` bytes made as it is read, counting what was pulled. */
function lazyBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(64 * 1024, total - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe("photo uploads", () => {
  it("[CE-21] a 30 MB image is refused by its declared length before it is read, with a clear message, and changes nothing", async () => {
    const before = await counts();
    const body = lazyBody(30 * 1024 * 1024);
    const response = await upload("doctor", doctorSlug, body.stream, {
      "content-type": "image/jpeg",
      "content-length": String(30 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/30 MB, over the 10 MB limit/);
    // At most the stream's first buffered chunk was made, never the 30 MB.
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
    expect(await counts()).toEqual(before);
  });

  it("[CE-21] a body without a length is cut off once it passes 10 MB", async () => {
    const body = lazyBody(30 * 1024 * 1024);
    const request = new Request(`${ORIGIN}/x`, {
      method: "POST",
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    await expect(readBodyCapped(request)).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/larger than the 10 MB limit/),
    });
    expect(body.pulled()).toBeLessThan(IMAGE_MAX_BYTES + 2 * 64 * 1024);
  });

  it("[CE-22] a .png that is really a ZIP, a PNG signature followed by junk, and a non-image type are refused with a clear message and change nothing", async () => {
    const before = await counts();
    const zip = Buffer.concat([
      Buffer.from("504b0304140000000800", "hex"),
      Buffer.from("word/document.xml".repeat(40)),
      Buffer.from("504b0506000000000000000000000000000000000000", "hex"),
    ]);
    const junk = Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)),
    ]);
    for (const bytes of [zip, junk]) {
      const response = await upload("doctor", doctorSlug, new Uint8Array(bytes), {
        "content-type": "image/png",
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/not a photo we can read.*Nothing was saved/);
    }
    const html = await upload("doctor", doctorSlug, "<html><script>x</script></html>", {
      "content-type": "text/html",
    });
    expect(html.status).toBe(415);
    expect((await html.json()).error).toMatch(/not a JPEG, PNG or WebP photo/);
    // A real picture too small for the slot is refused with its size.
    const tiny = await sharp({
      create: { width: 60, height: 60, channels: 3, background: "#888" },
    })
      .png()
      .toBuffer();
    const small = await upload("doctor", doctorSlug, new Uint8Array(tiny), {
      "content-type": "image/png",
    });
    expect(small.status).toBe(400);
    expect((await small.json()).error).toMatch(
      /60 × 60 pixels: a doctor photo needs at least 128 × 128/,
    );
    expect(await counts()).toEqual(before);
  });

  it("[CE-20] an upload from another site, or by a role that may not edit, is refused", async () => {
    const jpeg = new Uint8Array(await cameraJpeg());
    const cross = await upload("doctor", doctorSlug, jpeg, {
      "content-type": "image/jpeg",
      origin: "https://evil.example",
    });
    expect(cross.status).toBe(403);
    const opaque = await upload("doctor", doctorSlug, jpeg, {
      "content-type": "image/jpeg",
      origin: "null",
    });
    expect(opaque.status).toBe(403);
    const agent = await staffMember(db(), "agent");
    const request = new Request(`${ORIGIN}/console/content/profiles/doctor/${doctorSlug}/photo`, {
      method: "POST",
      headers: agent.jar.headers({
        origin: ORIGIN,
        host: "localhost:3000",
        "content-type": "image/jpeg",
      }),
      body: jpeg,
    });
    const refused = await uploadRoute(request, {
      params: Promise.resolve({ kind: "doctor", slug: doctorSlug }),
    });
    expect(refused.status).toBe(403);
    const unknown = await upload("doctor", "no-such-doctor", jpeg, {
      "content-type": "image/jpeg",
    });
    expect(unknown.status).toBe(404);
  });

  it("[CE-23] [CE-24] a good JPEG is stored upright as WebP variants without metadata, as a draft; publishing puts it on the doctor's page and drops its tags; a revert takes it off", async () => {
    const jpeg = await cameraJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload("doctor", doctorSlug, new Uint8Array(jpeg), {
      "content-type": "image/jpeg",
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as {
      draftId: number;
      url: string;
      variants: Record<string, string>;
    };
    expect(saved.url).toMatch(/^\/media\/[0-9a-f]{32}-288\.webp$/);
    expect(Object.keys(saved.variants)).toEqual(["128", "288"]);
    // A draft: the page does not show it yet.
    expect((await getDoctorBySlug(db(), doctorSlug))?.photoUrl).toBeNull();
    const [draft] = await db()
      .select()
      .from(contentDrafts)
      .where(eq(contentDrafts.id, saved.draftId));
    expect(draft).toMatchObject({
      kind: "photo",
      entityKey: `doctor:${doctorSlug}`,
      medical: false,
      status: "draft",
    });
    expect(draft?.fields).toEqual({ photo: saved.url });

    for (const [width, url] of Object.entries(saved.variants)) {
      const file = url.split("/").pop() ?? "";
      const served = await mediaRoute(new Request(`${ORIGIN}${url}`), {
        params: Promise.resolve({ file }),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: Number(width), height: Number(width) });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
      expect(parseMediaFile(file)?.width).toBe(Number(width));
    }
    // Turned upright before cropping: the stored record says 800 × 1200.
    const [image] = await db()
      .select()
      .from(mediaImages)
      .where(eq(mediaImages.hash, parseMediaFile(saved.url.split("/").pop() ?? "")?.hash ?? ""));
    expect(image).toMatchObject({
      sourceWidth: 800,
      sourceHeight: 1200,
      sourceType: "jpeg",
      slot: "doctor",
    });

    const [lastChange] = await db().select({ n: count() }).from(contentChanges);
    const published = await publishDraft(db(), editor, saved.draftId);
    expect(published.tags).toEqual([`catalog:doctor:${doctorSlug}`, "catalog:doctors"]);
    const [afterChange] = await db().select({ n: count() }).from(contentChanges);
    expect(afterChange?.n).toBe((lastChange?.n ?? 0) + 1);
    expect((await getDoctorBySlug(db(), doctorSlug))?.photoUrl).toBe(saved.url);
    const versions = await listVersions(db(), "photo", `doctor:${doctorSlug}`);
    expect(versions[0]?.version.diff).toEqual([{ field: "photo", before: null, after: saved.url }]);

    // The same photo again changes nothing.
    const again = await upload("doctor", doctorSlug, new Uint8Array(jpeg), {
      "content-type": "image/jpeg",
    });
    expect(again.status).toBe(409);

    const reverted = await revertVersion(db(), editor, versions[0]?.version.id ?? 0);
    expect(reverted.published?.tags).toEqual([`catalog:doctor:${doctorSlug}`, "catalog:doctors"]);
    expect((await getDoctorBySlug(db(), doctorSlug))?.photoUrl).toBeNull();
  });

  it("[CE-23] [CE-24] a PNG hospital photo is cut to 16:9 at 640 and 1280 px and shows on the hospital's page after publish; a removal draft takes it off", async () => {
    const png = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 4,
        background: { r: 20, g: 120, b: 200, alpha: 1 },
      },
    })
      .png()
      .withExif({ IFD0: { Copyright: "Hospital" } })
      .toBuffer();
    const response = await upload("hospital", hospitalSlug, new Uint8Array(png), {
      "content-type": "image/png",
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as {
      draftId: number;
      url: string;
      variants: Record<string, string>;
    };
    expect(saved.url).toMatch(/-1280\.webp$/);
    const large = await mediaRoute(new Request(`${ORIGIN}${saved.url}`), {
      params: Promise.resolve({ file: saved.url.split("/").pop() ?? "" }),
    });
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 720 });
    expect(meta.exif).toBeUndefined();
    expect((await getHospitalBySlug(db(), hospitalSlug))?.photoUrl).toBeNull();
    const published = await publishDraft(db(), editor, saved.draftId);
    expect(published.tags).toEqual([`catalog:hospital:${hospitalSlug}`, "catalog:hospitals"]);
    expect((await getHospitalBySlug(db(), hospitalSlug))?.photoUrl).toBe(saved.url);

    // The form's "Remove the photo" is a draft with no photo; a URL not ours is refused.
    const key = `hospital:${hospitalSlug}`;
    const foreign = await saveDraft(db(), editor, "photo", key, {
      photo: "https://evil.example/x.webp",
    });
    expect(foreign).toMatchObject({ ok: false, problems: [{ field: "photo" }] });
    const removal = await saveDraft(db(), editor, "photo", key, { photo: "" });
    if (!removal.ok) throw new Error("removal refused");
    expect(removal.changes).toEqual([{ field: "photo", before: saved.url, after: null }]);
    await publishDraft(db(), editor, removal.draft.id);
    expect((await getHospitalBySlug(db(), hospitalSlug))?.photoUrl).toBeNull();
  });

  it("[CE-23] an unknown media file is a short-lived 404", async () => {
    for (const file of [
      "0123456789abcdef0123456789abcdef-288.webp",
      "../../etc/passwd",
      "x.webp",
    ]) {
      const response = await mediaRoute(new Request(`${ORIGIN}/media/${file}`), {
        params: Promise.resolve({ file }),
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    }
  });
});
