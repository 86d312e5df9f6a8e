import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as photoPost } from "@/app/api/lead/photo/route";
import { env } from "@/src/config/env";
import { leadPhotos, leads } from "@/src/db/schema";
import {
  PHOTO_CONSENT_VERSION,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_INPUT_EDGE,
  PHOTO_STORED_EDGE,
  PHOTO_UPLOADS_PER_LEAD,
} from "@/src/lib/lead/photo";
import { apiText } from "@/src/server/http/messages";
import { fromAddress } from "./auth-support";
import { catalogDb } from "./catalog-support";
import { createLeadRequest, minimalLead, nextIp } from "./lead-fixtures";

const db = catalogDb();

const dataUrl = (bytes: Buffer, type = "image/jpeg") =>
  `data:${type};base64,${bytes.toString("base64")}`;

/**
 * A JPEG of one colour, made by sharp (no binary fixtures). At quality 90: the server encodes at
 * 80, and the same encoder with the same settings would give back the very same bytes.
 */
function jpegOf(width: number, height: number, colour = "#c08060"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The JPEG magic bytes (FF D8 FF) followed by anything: what a naive check lets through. */
const jpegMagicThen = (rest: Buffer) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), rest]);

async function newLead(): Promise<{ id: number; token: string }> {
  const { body } = await createLeadRequest(minimalLead());
  const first = body.data?.[0];
  if (!first) throw new Error("lead not created");
  return { id: first.Id, token: first.surveyToken };
}

/** A photo request from `ip` (a fresh address unless given: the per-IP limit is not under test). */
async function post(body: unknown, ip = nextIp(), headers: Record<string, string> = {}) {
  const response = await photoPost(
    new Request("http://localhost/api/lead/photo", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        applicationtype: "website",
        ...fromAddress(ip),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
  return {
    response,
    body: (await response.json()) as { status: { code: number }; error: string[] },
  };
}

const postPhoto = (lead: { id: number; token: string }, photo: Buffer, ip?: string) =>
  post({ leadId: lead.id, token: lead.token, photo: dataUrl(photo), consent: true }, ip);

async function storedRow(leadId: number) {
  const [row] = await db().select().from(leadPhotos).where(eq(leadPhotos.leadId, leadId));
  return row;
}

async function storedBytes(leadId: number): Promise<Buffer> {
  const row = await storedRow(leadId);
  if (!row) throw new Error(`no photo stored for lead ${leadId}`);
  return Buffer.from(row.data, "base64");
}

describe("[SF-7] selfie storage", () => {
  it("[SF-1][SF-7] a photo with consent is stored, re-encoded, with the consent version; nothing reads it back over HTTP", async () => {
    const lead = await newLead();
    const sent = await jpegOf(480, 360);
    const { response } = await postPhoto(lead, sent);
    expect(response.status).toBe(200);
    const row = await storedRow(lead.id);
    expect(row?.contentType).toBe("image/jpeg");
    expect(row?.consentVersion).toBe(PHOTO_CONSENT_VERSION);
    // The stored bytes are the server's own JPEG, never the client's bytes.
    const stored = await storedBytes(lead.id);
    expect(stored.equals(sent)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 480, 360]);
    // The route answers POST only.
    expect(Object.keys(await import("@/app/api/lead/photo/route"))).toEqual(["POST"]);
  });

  it("[SF-7] without explicit consent, with a wrong secret, or not a JPEG: refused and nothing stored", async () => {
    const lead = await newLead();
    const base = { leadId: lead.id, token: lead.token, photo: dataUrl(await jpegOf(64, 64)) };
    expect((await post({ ...base, consent: false })).response.status).toBe(400);
    expect((await post(base)).response.status).toBe(400);
    expect((await post({ ...base, consent: true, token: "x".repeat(43) })).response.status).toBe(
      404,
    );
    const png = `data:image/png;base64,${Buffer.from("\x89PNG").toString("base64")}`;
    expect((await post({ ...base, consent: true, photo: png })).response.status).toBe(400);
    const huge = `data:image/jpeg;base64,/9j/${"A".repeat(Math.ceil((PHOTO_MAX_BYTES * 4) / 3))}`;
    expect((await post({ ...base, consent: true, photo: huge })).response.status).toBe(400);
    expect(await db().$count(leadPhotos, eq(leadPhotos.leadId, lead.id))).toBe(0);
  });

  it("[SF-7] the photo is deleted with its lead", async () => {
    const lead = await newLead();
    await postPhoto(lead, await jpegOf(64, 64));
    expect(await db().$count(leadPhotos, eq(leadPhotos.leadId, lead.id))).toBe(1);
    await db().delete(leads).where(eq(leads.id, lead.id));
    expect(await db().$count(leadPhotos, eq(leadPhotos.leadId, lead.id))).toBe(0);
  });
});

describe("POST /api/lead/photo – only real images, re-encoded", () => {
  it("FF D8 FF followed by HTML is refused (400, the photo could not be read) and nothing is stored", async () => {
    const lead = await newLead();
    const html = jpegMagicThen(Buffer.from("<html><script>alert(document.cookie)</script></html>"));
    const { response, body } = await postPhoto(lead, html);
    expect(response.status).toBe(400);
    expect(body.error).toEqual([apiText("photoUnreadable").en]);
    expect(await storedRow(lead.id)).toBeUndefined();
  });

  it("FF D8 FF followed by an ELF program is refused (400) and nothing is stored", async () => {
    const lead = await newLead();
    const elf = jpegMagicThen(
      Buffer.concat([
        Buffer.from([0xe0, 0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
        Buffer.alloc(4096, 0x90),
      ]),
    );
    const { response, body } = await postPhoto(lead, elf);
    expect(response.status).toBe(400);
    expect(body.error).toEqual([apiText("photoUnreadable").en]);
    expect(await storedRow(lead.id)).toBeUndefined();
  });

  it("a real JPEG with HTML after its end is stored as a JPEG without the HTML", async () => {
    const lead = await newLead();
    const script = "<script>alert(document.cookie)</script>";
    const polyglot = Buffer.concat([await jpegOf(64, 48), Buffer.from(script)]);
    const { response } = await postPhoto(lead, polyglot);
    expect(response.status).toBe(200);
    const stored = await storedBytes(lead.id);
    expect(stored.includes(script)).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe("jpeg");
  });

  it("a cut-off JPEG (a real header, pixels missing) is refused, not stored half grey", async () => {
    const lead = await newLead();
    const whole = await jpegOf(640, 480);
    const { response } = await postPhoto(lead, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.status).toBe(400);
    expect(await storedRow(lead.id)).toBeUndefined();
  });

  it("a JPEG header claiming 65,500 × 65,500 pixels is refused from its header, without decoding, in the page's language", async () => {
    const lead = await newLead();
    const crafted = Buffer.from(await jpegOf(16, 16));
    // The frame header (SOF0: FF C0, length, precision, height, width) claims 65,500 × 65,500.
    const sof = crafted.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    crafted.writeUInt16BE(65_500, sof + 5);
    crafted.writeUInt16BE(65_500, sof + 7);
    expect(await sharp(crafted, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 65_500,
      height: 65_500,
    });
    const started = performance.now();
    const { response, body } = await post(
      { leadId: lead.id, token: lead.token, photo: dataUrl(crafted), consent: true },
      nextIp(),
      { locale: "hi" },
    );
    const elapsedMs = performance.now() - started;
    expect(response.status).toBe(400);
    expect(body.error).toEqual([apiText("photoTooLarge", { max: PHOTO_MAX_INPUT_EDGE }).hi]);
    // Decoding 4.3 billion pixels would take minutes and 12 GB, if it finished at all.
    expect(elapsedMs).toBeLessThan(1000);
    expect(await storedRow(lead.id)).toBeUndefined();
  });

  it("a photo wider than the input limit is refused (400), even when its pixel count is small", async () => {
    const lead = await newLead();
    const { response, body } = await postPhoto(lead, await jpegOf(PHOTO_MAX_INPUT_EDGE + 8, 8));
    expect(response.status).toBe(400);
    expect(body.error).toEqual([apiText("photoTooLarge", { max: PHOTO_MAX_INPUT_EDGE }).en]);
    expect(await storedRow(lead.id)).toBeUndefined();
  });

  it("a JPEG with EXIF GPS and a description is stored without any EXIF, turned upright by its orientation", async () => {
    const lead = await newLead();
    // 40 × 20 pixels, to be shown turned by 90° (EXIF orientation 6): upright it is 20 × 40.
    const sent = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#806040" },
    })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "Asha at home" },
        IFD3: { GPSMapDatum: "WGS-84", GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 52/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(sent).metadata();
    expect(before.exif?.includes("WGS-84")).toBe(true);
    expect(before.orientation).toBe(6);

    const { response } = await postPhoto(lead, sent);
    expect(response.status).toBe(200);
    const stored = await storedBytes(lead.id);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(stored.includes("WGS-84")).toBe(false);
    expect(stored.includes("Asha")).toBe(false);
  });

  it("a 12 MP photo is stored as a JPEG of at most PHOTO_STORED_EDGE pixels on its longer side", async () => {
    const lead = await newLead();
    const sent = await jpegOf(4000, 3000);
    expect(sent.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    const { response } = await postPhoto(lead, sent);
    expect(response.status).toBe(200);
    const meta = await sharp(await storedBytes(lead.id)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      "jpeg",
      PHOTO_STORED_EDGE,
      (PHOTO_STORED_EDGE * 3) / 4,
    ]);
  });

  it("a small file that re-encodes large (pixel noise) is stored smaller, never above PHOTO_MAX_BYTES", async () => {
    const lead = await newLead();
    const side = 2000;
    // Random pixels at the lowest quality: ~70 KB sent, over 500 KB re-encoded at 1600 px.
    const sent = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality: 2 })
      .toBuffer();
    expect(sent.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    const { response } = await postPhoto(lead, sent);
    expect(response.status).toBe(200);
    const stored = await storedBytes(lead.id);
    expect(stored.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBeLessThan(PHOTO_STORED_EDGE);
  });

  it("PNG and WebP are refused, however they are labelled: the form sends JPEG only", async () => {
    const lead = await newLead();
    const picture = sharp({
      create: { width: 64, height: 48, channels: 3, background: "#4060a0" },
    });
    const png = await picture.clone().png().toBuffer();
    const webp = await picture.clone().webp().toBuffer();
    for (const photo of [
      dataUrl(png, "image/png"),
      dataUrl(webp, "image/webp"),
      dataUrl(png),
      dataUrl(webp),
    ]) {
      const { response, body } = await post({
        leadId: lead.id,
        token: lead.token,
        photo,
        consent: true,
      });
      expect(response.status, photo.slice(0, 30)).toBe(400);
      expect(body.error).toEqual([apiText("invalidPhoto").en]);
    }
    expect(await storedRow(lead.id)).toBeUndefined();
  });

  it("a refused upload leaves the previous photo exactly as it was", async () => {
    const lead = await newLead();
    expect((await postPhoto(lead, await jpegOf(300, 200, "#208040"))).response.status).toBe(200);
    const before = await storedRow(lead.id);
    const refused = [
      jpegMagicThen(Buffer.from("<html></html>")),
      (await jpegOf(640, 480, "#a02020")).subarray(0, 300),
      await jpegOf(PHOTO_MAX_INPUT_EDGE + 1, 4),
    ];
    for (const photo of refused) {
      expect((await postPhoto(lead, photo)).response.status).toBe(400);
    }
    expect(await storedRow(lead.id)).toEqual(before);
  });
});

describe("POST /api/lead/photo – limits per lead and per address", () => {
  it(`a lead stores at most ${PHOTO_UPLOADS_PER_LEAD} photos; the next one is a 429 with a clear message and changes nothing`, async () => {
    const lead = await newLead();
    for (let i = 0; i < PHOTO_UPLOADS_PER_LEAD; i++) {
      const { response } = await postPhoto(lead, await jpegOf(100 + i, 100));
      expect(response.status, `photo ${i + 1}`).toBe(200);
    }
    const before = await storedRow(lead.id);
    expect((await sharp(await storedBytes(lead.id)).metadata()).width).toBe(
      100 + PHOTO_UPLOADS_PER_LEAD - 1,
    );
    const { response, body } = await postPhoto(lead, await jpegOf(300, 100));
    expect(response.status).toBe(429);
    expect(body.status.code).toBe(429);
    expect(body.error).toEqual([apiText("photoReplaceLimit").en]);
    expect(await storedRow(lead.id)).toEqual(before);
  });

  it("two uploads racing for a lead's last place: one is stored, the other is a 429", async () => {
    const lead = await newLead();
    for (let i = 0; i < PHOTO_UPLOADS_PER_LEAD - 1; i++) {
      expect((await postPhoto(lead, await jpegOf(64, 64))).response.status).toBe(200);
    }
    const [a, b] = await Promise.all([
      postPhoto(lead, await jpegOf(200, 100, "#102030")),
      postPhoto(lead, await jpegOf(100, 200, "#302010")),
    ]);
    expect([a.response.status, b.response.status].sort()).toEqual([200, 429]);
    const row = await storedRow(lead.id);
    expect(row?.uploads).toBe(PHOTO_UPLOADS_PER_LEAD);
    const meta = await sharp(await storedBytes(lead.id)).metadata();
    // The stored photo is the one whose request was answered 200.
    expect(meta.width).toBe(a.response.status === 200 ? 200 : 100);
  });

  it("one address stores at most LEAD_PHOTO_IP_LIMIT photos an hour, across leads; then 429 + Retry-After and nothing written", async () => {
    const limit = env().LEAD_PHOTO_IP_LIMIT;
    expect(limit).toBeGreaterThan(0);
    const ip = "100.64.1.20"; // a carrier-grade NAT address
    const photo = await jpegOf(64, 64);
    for (let i = 0; i < limit; i++) {
      const { response } = await postPhoto(await newLead(), photo, ip);
      expect(response.status, `photo ${i + 1}`).toBe(200);
    }
    const lead = await newLead();
    const { response, body } = await postPhoto(lead, photo, ip);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(body.error).toEqual([
      apiText("tooManyPhotos", { minutes: Math.ceil(retryAfter / 60) }).en,
    ]);
    expect(await storedRow(lead.id)).toBeUndefined();
    // Another address is not affected.
    expect((await postPhoto(lead, photo, "100.64.1.21")).response.status).toBe(200);
  });
});
