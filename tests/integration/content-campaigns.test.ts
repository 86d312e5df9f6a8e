import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { campaigns, contentChanges, contentDrafts, contentVersions } from "@/src/db/schema";
import { checkCampaignTexts, superlativeIn } from "@/src/lib/content-editing/campaign";
import { campaignReadTags, getActiveCampaign } from "@/src/server/campaigns";
import type { ContentActor } from "@/src/server/content-editing/actor";
import { ContentError } from "@/src/server/content-editing/actor";
import { loadEntity } from "@/src/server/content-editing/entities";
import { kindSpec } from "@/src/server/content-editing/kinds";
import { publishDraft, revertVersion, saveDraft } from "@/src/server/content-editing/workflow";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
let editor: ContentActor;
let reviewer: ContentActor;
const db = () => handle.db;
const KEY = "campaign:hair-transplant-assessment";

async function signedIn(role: string): Promise<ContentActor> {
  const member = await staffMember(db(), role);
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.92");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  const s = resolved.staff;
  return { id: s.id, email: s.email, role: s.role, ip: s.ip };
}

const row = async () => {
  const [c] = await db()
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.kind, "campaign"), eq(campaigns.slug, "hair-transplant-assessment")));
  if (!c) throw new Error("sample data lacks the hair transplant campaign");
  return c;
};
const counts = async () => ({
  drafts: await db().$count(contentDrafts),
  versions: await db().$count(contentVersions),
  changes: await db().$count(contentChanges),
});

const HEADLINE = "Hair transplant assessment by a surgeon, online and free";
const CLAIMS =
  "Reviewed by a hair transplant surgeon\nAnswer within one working day\nNo visit needed";
const FAQS =
  "Q: Do I have to send a photo?\nA: No: the surgeon can call you instead.\n\nQ: Is the assessment free?\nA: Yes, there is no charge.";

const input = (over: Record<string, string> = {}) => ({
  headline: HEADLINE,
  subheadline: "Send three photos; a surgeon tells you what is possible and the likely cost.",
  claims: CLAIMS,
  faqs: FAQS,
  formTitle: "Get your assessment",
  heroAlt: "A surgeon looking at a patient's scalp",
  ...over,
});

beforeAll(async () => {
  handle = await createTestDb();
  editor = await signedIn("editor");
  reviewer = await signedIn("reviewer");
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe("content editing: campaign pages", () => {
  it("[CE-50] [CE-53] [CE-54] an editor edits and publishes without sign-off; the row, the page's read and exactly its tag follow", async () => {
    const before = await row();
    const draft = await saveDraft(db(), editor, "campaign", KEY, input());
    if (!draft.ok) throw new Error(JSON.stringify(draft.problems));
    expect(draft.draft.medical).toBe(false);
    // Nothing moves until it is published.
    expect((await row()).headline).toBe(before.headline);

    const published = await publishDraft(db(), editor, draft.draft.id);
    expect(published.tags).toEqual(["campaign:campaign:hair-transplant-assessment"]);
    expect(published.tags).toEqual(campaignReadTags("campaign", "hair-transplant-assessment"));
    expect(published.tags.some((t) => t.startsWith("catalog"))).toBe(false);
    const [change] = await db()
      .select()
      .from(contentChanges)
      .orderBy(desc(contentChanges.id))
      .limit(1);
    expect(change?.tags).toEqual(published.tags);

    const after = await row();
    expect(after.headline).toBe(HEADLINE);
    expect(after.claims).toEqual(CLAIMS.split("\n"));
    expect(after.faqs).toEqual([
      { question: "Do I have to send a photo?", answer: "No: the surgeon can call you instead." },
      { question: "Is the assessment free?", answer: "Yes, there is no charge." },
    ]);
    expect(after.formTitle).toBe("Get your assessment");
    expect(after.heroAlt).toBe("A surgeon looking at a patient's scalp");
    // Columns the kind does not edit are left alone.
    expect(after.selfie).toBe(before.selfie);
    expect(after.department).toBe(before.department);

    const page = await getActiveCampaign(db(), "campaign", "hair-transplant-assessment");
    expect(page?.headline).toBe(HEADLINE);
    expect(page?.claims).toEqual(CLAIMS.split("\n"));
    expect(published.version.diff.map((d) => d.field).sort()).toEqual(
      ["claims", "faqs", "formTitle", "headline", "heroAlt", "subheadline"].sort(),
    );
  });

  it("[CE-52] a claim with an unverifiable superlative is refused with a clear message and nothing is written", async () => {
    const before = await counts();
    const published = await row();
    for (const claim of [
      "India's best hair transplant clinic",
      "No. 1 surgeons in Delhi",
      "Results guaranteed",
      "100% natural looking hair",
    ]) {
      const result = await saveDraft(
        db(),
        editor,
        "campaign",
        KEY,
        input({ claims: `No visit needed\n${claim}` }),
      );
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.problems[0]?.field).toBe("claims");
      expect(result.problems[0]?.message).toMatch(/^Claim 2 says ".+": a claim must be something/);
    }
    expect(await counts()).toEqual(before);
    expect(await row()).toEqual(published);
    // Ordinary words that contain the letters are not superlatives.
    expect(superlativeIn("We bestow 10% off on Tuesdays")).toBeNull();
    expect(superlativeIn("Stop hair loss early")).toBeNull();
  });

  it("[CE-52] a claim already published word for word is kept (MK-2); a new superlative next to it is refused", async () => {
    const entity = await loadEntity(db(), "campaign", "marketing:womens-health");
    const claims = String(entity.fields?.claims ?? "");
    expect(claims).toContain("100% confidential and safe");
    const kept = await saveDraft(db(), editor, "campaign", "marketing:womens-health", {
      ...entity.fields,
      headline: "Gynaecology care by women doctors, in private",
    });
    expect(kept.ok).toBe(true);
    const added = await saveDraft(db(), editor, "campaign", "marketing:womens-health", {
      ...entity.fields,
      claims: `${claims}\n100% success rate`,
    });
    expect(added.ok).toBe(false);
    if (!added.ok) expect(added.problems[0]?.message).toMatch(/^Claim 6 says "100%"/);
  });

  it("[CE-51] a <script>, a ninth claim, a 141-character claim or a bad FAQ pair is refused and nothing is written", async () => {
    const before = await counts();
    const published = await row();
    const script = await saveDraft(
      db(),
      editor,
      "campaign",
      KEY,
      input({ claims: 'No visit needed\n<script>alert("x")</script> Free' }),
    );
    expect(script.ok).toBe(false);
    if (!script.ok) {
      expect(script.problems).toEqual([
        {
          field: "claims",
          message: "Claim 2: Claims is plain text: remove the HTML <script> tag.",
        },
      ]);
    }
    const headline = await saveDraft(
      db(),
      editor,
      "campaign",
      KEY,
      input({ headline: "Free <img src=x onerror=alert(1)> assessment" }),
    );
    expect(headline.ok).toBe(false);
    if (!headline.ok) expect(headline.problems[0]?.message).toContain("<img>");
    const nine = Array.from({ length: 9 }, (_, i) => `Claim number ${i + 2} here`).join("\n");
    const tooMany = checkCampaignTexts(input({ claims: nine }));
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok)
      expect(tooMany.problems[0]?.message).toBe("Claims: at most 8, one per line (there are 9).");
    const long = checkCampaignTexts(input({ claims: "a".repeat(141) }));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.problems[0]?.message).toContain("at most 140");
    const faq = await saveDraft(
      db(),
      editor,
      "campaign",
      KEY,
      input({ faqs: "Q: Is it free\nA: Yes." }),
    );
    expect(faq.ok).toBe(false);
    if (!faq.ok) expect(faq.problems[0]?.message).toContain("pair 1");
    expect(await counts()).toEqual(before);
    expect(await row()).toEqual(published);
  });

  it("[CE-50] [CE-54] restoring an earlier version publishes the old texts again and drops the same tag", async () => {
    const original = await row();
    const draft = await saveDraft(
      db(),
      editor,
      "campaign",
      KEY,
      input({ headline: "A surgeon reads your photos, free", claims: "No visit needed" }),
    );
    if (!draft.ok) throw new Error(JSON.stringify(draft.problems));
    const published = await publishDraft(db(), editor, draft.draft.id);
    expect((await row()).claims).toEqual(["No visit needed"]);
    const reverted = await revertVersion(db(), editor, published.version.id);
    expect(reverted.published?.tags).toEqual(["campaign:campaign:hair-transplant-assessment"]);
    const after = await row();
    expect(after.headline).toBe(original.headline);
    expect(after.claims).toEqual(original.claims);
    expect(after.faqs).toEqual(original.faqs);
  });

  it("[CE-53] a campaign draft needs no reviewer: the editor publishes it straight from draft", async () => {
    const draft = await saveDraft(
      db(),
      editor,
      "campaign",
      KEY,
      input({ formTitle: "Ask a surgeon" }),
    );
    if (!draft.ok) throw new Error(JSON.stringify(draft.problems));
    expect(draft.draft.status).toBe("draft");
    expect(draft.draft.medical).toBe(false);
    // A reviewer's role does not publish marketing copy.
    await expect(publishDraft(db(), reviewer, draft.draft.id)).rejects.toBeInstanceOf(ContentError);
    const published = await publishDraft(db(), editor, draft.draft.id);
    expect(published.version.reviewedBy).toBeNull();
    expect((await row()).formTitle).toBe("Ask a surgeon");
  });

  it("[CE-50] the list names every campaign page and a bad key is a 404", async () => {
    const list = (await kindSpec("campaign")?.list(db())) ?? [];
    expect(list.map((e) => e.key)).toContain(KEY);
    expect(list.map((e) => e.key)).toContain("marketing:womens-health");
    await expect(loadEntity(db(), "campaign", "hair-transplant-assessment")).rejects.toMatchObject({
      status: 404,
    });
    await expect(loadEntity(db(), "campaign", "campaign:no-such-page")).rejects.toMatchObject({
      status: 404,
    });
  });

  it("[CE-50] a re-run of the seed keeps the campaign texts editors published and rewrites the rest", async () => {
    const { seedDatabase } = await import("@/src/db/seed");
    const edited = await row();
    expect(edited.formTitle).toBe("Ask a surgeon");
    await db()
      .update(campaigns)
      .set({ headline: "Changed outside the console" })
      .where(and(eq(campaigns.kind, "campaign"), eq(campaigns.slug, "knee-replacement-cost")));
    await seedDatabase(db());
    const after = await row();
    expect(after.formTitle).toBe("Ask a surgeon");
    expect(after.claims).toEqual(edited.claims);
    const [knee] = await db()
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.kind, "campaign"), eq(campaigns.slug, "knee-replacement-cost")));
    expect(knee?.headline).not.toBe("Changed outside the console");
  }, 60_000);
});
