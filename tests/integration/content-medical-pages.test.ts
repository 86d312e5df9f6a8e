import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  articleTreatments,
  blogPosts,
  conditions,
  contentChanges,
  contentDrafts,
  contentVersions,
  departments,
  diagnosticTests,
  medicalPages,
  medicalReviewers,
  searchDocuments,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import { getArticleBySlug } from "@/src/server/catalog/articles";
import { getConditionBySlug } from "@/src/server/catalog/conditions";
import { getMedicalPage } from "@/src/server/catalog/medical";
import { getTreatmentBySlug } from "@/src/server/catalog/treatments";
import type { ContentActor } from "@/src/server/content-editing/actor";
import { OPERATOR } from "@/src/server/content-editing/actor";
import {
  linkReviewer,
  publishDraft,
  revertVersion,
  saveDraft,
  signOff,
  submitForReview,
} from "@/src/server/content-editing/workflow";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
let editor: ContentActor;
let reviewer: ContentActor;
let reviewerName = "";
const db = () => handle.db;

async function signedIn(role: string): Promise<ContentActor> {
  const member = await staffMember(db(), role);
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.91");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  const s = resolved.staff;
  return { id: s.id, email: s.email, role: s.role, ip: s.ip };
}

const SUMMARY =
  "Piles are swollen veins in and around the back passage; most get better with fibre, water and simple care.";
const SUMMARY_HI =
  "बवासीर गुदा के अंदर और आसपास की सूजी हुई नसें हैं; ज़्यादातर फ़ाइबर, पानी और सामान्य देखभाल से ठीक हो जाती हैं।";
const FAQS =
  "Q: Do piles need surgery?\nA: Most do not: fibre, water and creams settle them.\n\nQ: Is bleeding from piles dangerous?\nA: Bright red bleeding is common, but a doctor should check it once.";
const FAQS_HI =
  "Q: क्या बवासीर में ऑपरेशन ज़रूरी है?\nA: ज़्यादातर में नहीं: फ़ाइबर, पानी और क्रीम से आराम मिलता है।";

const piles = async () => {
  const [c] = await db().select().from(conditions).where(eq(conditions.slug, "piles"));
  if (!c) throw new Error("sample data lacks piles");
  return c;
};
const counts = async () => ({
  drafts: await db().$count(contentDrafts),
  versions: await db().$count(contentVersions),
  changes: await db().$count(contentChanges),
});

const conditionInput = (over: Record<string, string> = {}) => ({
  name: "Piles (Haemorrhoids)",
  nameHi: "बवासीर",
  summary: SUMMARY,
  summaryHi: SUMMARY_HI,
  faqs: FAQS,
  faqsHi: FAQS_HI,
  ...over,
});

async function saved(kind: Parameters<typeof saveDraft>[2], key: string, input: object) {
  const result = await saveDraft(db(), editor, kind, key, input as Record<string, unknown>);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.draft;
}

beforeAll(async () => {
  handle = await createTestDb();
  editor = await signedIn("editor");
  const r = await signedIn("reviewer");
  reviewer = r;
  const [profile] = await db().select().from(medicalReviewers).limit(1);
  reviewerName = profile?.name ?? "";
  await linkReviewer(db(), OPERATOR, r.email ?? "", profile?.slug ?? "");
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe("content editing: conditions, tests, departments", () => {
  it("[CE-41] an unreviewed condition or test cannot be published; an editor cannot sign off", async () => {
    const condition = await saved("condition", "piles", conditionInput());
    const test = await saved("test", "hba1c", {
      ...conditionInput({ name: "HbA1c (glycated haemoglobin)", nameHi: "एचबीए1सी" }),
      faqs: "",
      faqsHi: "",
    });
    expect(condition.medical).toBe(true);
    expect(test.medical).toBe(true);
    const before = { ...(await counts()), name: (await piles()).name };
    for (const id of [condition.id, test.id]) {
      await expect(publishDraft(db(), editor, id)).rejects.toThrow(/only after a reviewer/);
      await submitForReview(db(), editor, id);
      await expect(publishDraft(db(), editor, id)).rejects.toThrow(/only after a reviewer/);
      await expect(signOff(db(), editor, id)).rejects.toThrow(/Only a reviewer may sign off/);
    }
    const after = { ...(await counts()), name: (await piles()).name };
    expect(after).toEqual({ ...before, drafts: before.drafts });
  });

  it("[CE-42] FAQ pairs are checked pair by pair and a bad one saves nothing", async () => {
    const before = await counts();
    const cases: [string, string, RegExp][] = [
      ["faqs", "Q: Do piles hurt?\nNo answer line", /pair 1: write "Q: the question"/],
      ["faqs", `${FAQS}\n\nQ: Is it common\nA: Yes.`, /pair 3: the question should end/],
      ["faqs", "Q: Do piles hurt?\nA:   ", /pair 1: the answer is empty/],
      ["faqs", "Q: Do piles hurt?\nA: Yes.\n\nQ: do piles hurt?\nA: No.", /asked twice/],
      ["faqsHi", "Q: Do piles hurt?\nA: Sometimes they do.", /no Devanagari/],
      ["faqs", "Q: <b>Do piles hurt?</b>\nA: Sometimes.", /remove the HTML <b> tag/],
      [
        "faqs",
        Array.from({ length: 13 }, (_, i) => `Q: Question ${i}?\nA: Answer ${i}.`).join("\n\n"),
        /at most 12 questions/,
      ],
    ];
    for (const [field, value, message] of cases) {
      const result = await saveDraft(
        db(),
        editor,
        "condition",
        "piles",
        conditionInput({ [field]: value }),
      );
      expect(result.ok, `${field}: ${value.slice(0, 30)}`).toBe(false);
      if (!result.ok) {
        expect(result.problems.map((p) => p.field)).toContain(field);
        expect(result.problems.map((p) => p.message).join(" | ")).toMatch(message);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("[CE-40] [CE-43] [CE-45] a signed-off condition shows its names, Hindi description and FAQs; tags, lastmod, search follow", async () => {
    const c0 = await piles();
    const draft = await saved(
      "condition",
      "piles",
      conditionInput({ name: "Piles (Haemorrhoids), bleeding or not" }),
    );
    await submitForReview(db(), editor, draft.id);
    await signOff(db(), reviewer, draft.id, new Date("2026-11-20T10:00:00Z"));
    const published = await publishDraft(db(), reviewer, draft.id);
    expect(published.tags).toEqual(["catalog:condition:piles", "catalog:conditions"]);
    const [change] = await db()
      .select()
      .from(contentChanges)
      .orderBy(sql`${contentChanges.id} desc`)
      .limit(1);
    expect(change?.tags).toEqual(published.tags);
    const c1 = await piles();
    expect(c1.name).toBe("Piles (Haemorrhoids), bleeding or not");
    expect(c1.summaryHi).toBe(SUMMARY_HI);
    expect(c1.updatedAt.getTime()).toBeGreaterThan(c0.updatedAt.getTime());
    // The page: review by the signing reviewer on the sign-off day, FAQs in both languages.
    const en = await getMedicalPage(db(), "condition", c1.id, "en");
    const hi = await getMedicalPage(db(), "condition", c1.id, "hi");
    expect(en.review?.reviewer.name).toBe(reviewerName);
    expect(en.review?.reviewedOn).toBe("2026-11-20");
    expect(en.sections.faqs?.map((f) => f.question)).toEqual([
      "Do piles need surgery?",
      "Is bleeding from piles dangerous?",
    ]);
    expect(hi.sections.faqs?.[0]?.question).toBe("क्या बवासीर में ऑपरेशन ज़रूरी है?");
    // The other sections the seed wrote are kept.
    expect(en.sections.causes?.length ?? 0).toBeGreaterThan(0);
    // The Hindi page shows the Hindi description, not the English one marked untranslated.
    const read = await getConditionBySlug(db(), "piles");
    expect(dataIn(read, "hi")?.summary).toBe(SUMMARY_HI);
    expect(dataIn(read, "en")?.summary).toBe(SUMMARY);
    // The search documents were rebuilt in the same transaction.
    const docs = await db()
      .select({ title: searchDocuments.title })
      .from(searchDocuments)
      .where(sql`${searchDocuments.title} like 'Piles (Haemorrhoids), bleeding%'`);
    expect(docs.length).toBeGreaterThan(0);
    const [version] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, "condition"), eq(contentVersions.entityKey, "piles")));
    expect(version?.diff.map((d) => d.field)).toContain("name");
  });

  it("[CE-40] [CE-41] a test's description is its 'why' section, in both languages, after sign-off", async () => {
    const [t] = await db().select().from(diagnosticTests).where(eq(diagnosticTests.slug, "hba1c"));
    const why =
      "HbA1c shows your average blood sugar over about three months; it diagnoses and follows diabetes.";
    const whyHi = "एचबीए1सी पिछले लगभग तीन महीनों की औसत ब्लड शुगर बताता है; इससे डायबिटीज़ पकड़ी जाती है।";
    const draft = await saved("test", "hba1c", {
      name: t?.name,
      nameHi: t?.nameHi ?? "",
      summary: why,
      summaryHi: whyHi,
      faqs: "Q: Do I need to fast for HbA1c?\nA: No: eat and drink as usual.",
      faqsHi: "",
    });
    await signOff(db(), reviewer, draft.id);
    const published = await publishDraft(db(), reviewer, draft.id);
    expect(published.tags).toEqual(["catalog:test:hba1c", "catalog:tests"]);
    const en = await getMedicalPage(db(), "test", t?.id ?? 0, "en");
    const hi = await getMedicalPage(db(), "test", t?.id ?? 0, "hi");
    expect(en.sections.why).toBe(why);
    expect(hi.sections.why).toBe(whyHi);
    expect(en.sections.faqs).toEqual([
      { question: "Do I need to fast for HbA1c?", answer: "No: eat and drink as usual." },
    ]);
    expect(hi.sections.faqs).toBeUndefined();
    expect(en.sections.preparation).toBeTruthy();
  });

  it("[CE-41] a department needs no sign-off: the editor publishes it and /hi shows its Hindi description", async () => {
    const [d] = await db().select().from(departments).where(eq(departments.slug, "orthopaedics"));
    const hiText = "हड्डियों, जोड़ों, मांसपेशियों और रीढ़ की बीमारियों और चोटों का इलाज करने वाला विभाग।";
    const draft = await saved("department", "orthopaedics", {
      name: d?.name,
      nameHi: d?.nameHi ?? "",
      summary: d?.description,
      summaryHi: hiText,
    });
    expect(draft.medical).toBe(false);
    const published = await publishDraft(db(), editor, draft.id);
    expect(published.tags).toEqual(["catalog:department:orthopaedics", "catalog:departments"]);
    const [after] = await db()
      .select()
      .from(departments)
      .where(eq(departments.slug, "orthopaedics"));
    expect(after?.descriptionHi).toBe(hiText);
  });

  it("[CE-45] the treatment page shows the published Hindi description on /hi and the average city cost", async () => {
    const summaryHi =
      "घुटना बदलने के ऑपरेशन में घिसे हुए जोड़ की सतहों को धातु और प्लास्टिक के हिस्सों से बदला जाता है।";
    const [knee] = await db()
      .select()
      .from(treatments)
      .where(eq(treatments.slug, "knee-replacement"));
    const draft = await saved("treatment", "knee-replacement", {
      summary: knee?.summary,
      summaryHi,
    });
    await signOff(db(), reviewer, draft.id);
    await publishDraft(db(), reviewer, draft.id);
    const cost = await saved("city_cost", "knee-replacement@lucknow", {
      minCost: "150000",
      avgCost: "210000",
      maxCost: "300000",
    });
    await publishDraft(db(), editor, cost.id);
    const [lucknow] = await db()
      .select({ cityId: treatmentCosts.cityId })
      .from(treatmentCosts)
      .where(eq(treatmentCosts.avgCost, 210000));
    const read = await getTreatmentBySlug(db(), "knee-replacement", { cityId: lucknow?.cityId });
    expect(dataIn(read, "hi")?.summary).toBe(summaryHi);
    expect(dataIn(read, "en")?.summary).toBe(knee?.summary);
    expect(read?.cost?.avgCost).toBe(210000);
    expect(read?.costs.find((c) => c.city.id === lucknow?.cityId)?.avgCost).toBe(210000);
  });
});

const BODY = `Total knee replacement is one of the most successful operations in orthopaedics. Most people who have it for advanced arthritis get lasting relief from pain.

## In hospital (days 1-4)

You will stand with a walker on the first day, and a physiotherapist will teach you exercises to bend and straighten the new knee.`;

describe("content editing: articles", () => {
  const KEY = "en:knee-replacement-recovery-timeline";
  const post = async () => {
    const [p] = await db()
      .select()
      .from(blogPosts)
      .where(
        and(eq(blogPosts.language, "en"), eq(blogPosts.slug, "knee-replacement-recovery-timeline")),
      );
    if (!p) throw new Error("sample data lacks the article");
    return p;
  };
  const articleInput = (over: Record<string, string> = {}) => ({
    title: "Knee replacement recovery: a week-by-week guide",
    excerpt: "What the first days and weeks after a knee replacement look like.",
    body: BODY,
    author: "meera-iyer",
    relatedTreatments: "knee-replacement",
    ...over,
  });

  it("[CE-44] a <script>, any HTML tag, or a javascript: link in the Markdown is refused with its line", async () => {
    const before = { ...(await counts()), body: (await post()).body };
    const cases: [string, RegExp][] = [
      [
        `${BODY}\n\n<script>alert(1)</script>`,
        /Line 7 has an HTML <script> tag: articles are Markdown only/,
      ],
      [`${BODY}\n\n<img src=x onerror=alert(1)>`, /Line 7 has an HTML <img> tag/],
      [`${BODY}\n\n<!-- note -->`, /Line 7 has an HTML comment/],
      [`${BODY}\n\n[click](javascript:alert(1))`, /Line 7 has a script link/],
    ];
    for (const [body, message] of cases) {
      const result = await saveDraft(db(), editor, "article", KEY, articleInput({ body }));
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.problems[0]?.field).toBe("body");
        expect(result.problems[0]?.message).toMatch(message);
      }
    }
    // Code is not HTML: a tag inside backticks or a fenced block is text.
    const code = await saveDraft(
      db(),
      editor,
      "article",
      KEY,
      articleInput({ body: `${BODY}\n\nType \`<br>\` in a form.\n\n\`\`\`\n<b>x</b>\n\`\`\`` }),
    );
    expect(code.ok).toBe(true);
    const unknown = await saveDraft(
      db(),
      editor,
      "article",
      KEY,
      articleInput({ author: "nobody-here", relatedTreatments: "knee-replacement; no-such-op" }),
    );
    expect(unknown.ok ? [] : unknown.problems.map((p) => p.message)).toEqual([
      'No author "nobody-here".',
      'No treatment "no-such-op".',
    ]);
    expect((await post()).body).toBe(before.body);
    expect((await counts()).versions).toBe(before.versions);
  });

  it("[CE-41] [CE-43] [CE-44] an article publishes only after sign-off, which sets its reviewer and review date", async () => {
    const draft = await saved(
      "article",
      KEY,
      articleInput({ relatedTreatments: "knee-replacement; hip-replacement" }),
    );
    expect(draft.medical).toBe(true);
    await expect(publishDraft(db(), editor, draft.id)).rejects.toThrow(/only after a reviewer/);
    await expect(signOff(db(), editor, draft.id)).rejects.toThrow(/Only a reviewer/);
    expect((await post()).body).not.toBe(BODY);
    await signOff(db(), reviewer, draft.id, new Date("2026-11-21T05:00:00Z"));
    const before = await post();
    const published = await publishDraft(db(), reviewer, draft.id);
    expect(published.tags).toEqual([
      "catalog:article:en:knee-replacement-recovery-timeline",
      "catalog:articles",
    ]);
    const after = await post();
    expect(after.body).toBe(BODY);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [profile] = await db()
      .select({ id: medicalReviewers.id })
      .from(medicalReviewers)
      .where(eq(medicalReviewers.name, reviewerName));
    expect(after.reviewerId).toBe(profile?.id);
    expect(after.medicallyReviewedAt?.toISOString().slice(0, 10)).toBe("2026-11-21");
    const related = await db()
      .select({ slug: treatments.slug })
      .from(articleTreatments)
      .innerJoin(treatments, eq(treatments.id, articleTreatments.treatmentId))
      .where(eq(articleTreatments.articleId, after.id))
      .orderBy(articleTreatments.position);
    expect(related.map((r) => r.slug)).toEqual(["knee-replacement", "hip-replacement"]);
    // The article page reads them, in the editor's order.
    const read = await getArticleBySlug(db(), "en", "knee-replacement-recovery-timeline");
    expect(read?.treatments?.map((t) => t.href)).toEqual([
      "/treatment/knee-replacement",
      "/treatment/hip-replacement",
    ]);
    // A revert of a medical text opens a draft in review, not a publish.
    const [version] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, "article"), eq(contentVersions.entityKey, KEY)));
    const reverted = await revertVersion(db(), editor, version?.id ?? 0);
    expect(reverted.draft?.status).toBe("in_review");
    expect((await post()).body).toBe(BODY);
  });

  it("[CE-41] the medical page row keeps one review per page", async () => {
    const rows = await db()
      .select()
      .from(medicalPages)
      .where(eq(medicalPages.kind, "condition"))
      .orderBy(medicalPages.entityId);
    const ids = rows.map((r) => r.entityId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the seed after install", () => {
  it("[CE-44] a re-run of the seed keeps what editors published and refreshes the rest", async () => {
    const { seedDatabase } = await import("@/src/db/seed");
    const other = async () => {
      const [p] = await db()
        .select()
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.language, "en"),
            sql`${blogPosts.slug} <> 'knee-replacement-recovery-timeline'`,
          ),
        )
        .orderBy(blogPosts.id)
        .limit(1);
      if (!p) throw new Error("no other article");
      return p;
    };
    const untouched = await other();
    await db()
      .update(blogPosts)
      .set({ title: "Changed outside the console" })
      .where(eq(blogPosts.id, untouched.id));
    await seedDatabase(db());
    // Not edited in the console: the seed's copy comes back.
    expect((await other()).title).toBe(untouched.title);
    // Published in the console: kept.
    const [article] = await db()
      .select()
      .from(blogPosts)
      .where(
        and(eq(blogPosts.language, "en"), eq(blogPosts.slug, "knee-replacement-recovery-timeline")),
      );
    expect(article?.body).toBe(BODY);
    const c = await piles();
    expect(c.name).toBe("Piles (Haemorrhoids), bleeding or not");
    expect(c.summaryHi).toBe(SUMMARY_HI);
    const page = await getMedicalPage(db(), "condition", c.id, "en");
    expect(page.sections.faqs?.length).toBe(2);
    expect(page.review?.reviewedOn).toBe("2026-11-20");
    const [cost] = await db()
      .select()
      .from(treatmentCosts)
      .where(eq(treatmentCosts.avgCost, 210000));
    expect([cost?.minCost, cost?.maxCost]).toEqual([150000, 300000]);
  });
});
