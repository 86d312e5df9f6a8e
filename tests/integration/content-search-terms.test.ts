import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/search/entities/route";
import type { DbHandle } from "@/src/db/client";
import { seedDatabase } from "@/src/db/seed";
import { auditLog, contentDrafts, medicalReviewers, searchSynonyms } from "@/src/db/schema";
import { OPERATOR } from "@/src/server/content-editing/actor";
import { changesAfter } from "@/src/server/content-editing/changes";
import {
  linkReviewer,
  listVersions,
  saveDraft,
  signOff,
} from "@/src/server/content-editing/workflow";
import { SYNONYMS_TAG } from "@/src/server/search/synonyms-tag";
import { createTestDb } from "../fixtures/db";
import { type SignedInStaff, staffMember } from "./console-support";

/**
 * A term of the search vocabulary through the console's own server actions (the requests a
 * browser's forms make), signed in as the editor or the reviewer; the answer read from the public
 * search API's handler.
 */

const request = vi.hoisted(() => ({ headers: new Headers(), dropped: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => {},
  revalidateTag: (tag: string) => {
    request.dropped.push(tag);
  },
}));

const { saveDraftAction, draftStepAction } = await import("@/app/console/content/actions");

let handle: DbHandle;
let editor: SignedInStaff;
let reviewer: SignedInStaff;
const db = () => handle.db;

/** A made-up Hinglish phrase no sample data or other test uses ("a new knee fitted"). */
const WORD = "ghutna nakli lagwana";

function as(who: SignedInStaff): void {
  request.headers = who.jar.headers({ origin: "http://localhost", host: "localhost" });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function run(call: () => Promise<unknown>): Promise<{ value?: unknown; redirect?: string }> {
  try {
    return { value: await call() };
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) {
      return { redirect: digest.split(";")[2] ?? "" };
    }
    throw error;
  }
}

const draftIdOf = (path: string | undefined) => Number(/\/drafts\/(\d+)/.exec(path ?? "")?.[1]);

async function propose(fields: Record<string, string>) {
  as(editor);
  return run(() => saveDraftAction({}, form({ kind: "search_term", ...fields })));
}

async function step(who: SignedInStaff, id: number, name: string) {
  as(who);
  return run(() => draftStepAction({}, form({ id: String(id), step: name })));
}

/**
 * The titles of the catalogue's treatments the public search API answers. The API keeps each
 * URL's answer a minute (CATALOGUE_CACHE's memo, as for every catalogue change): each step asks
 * from another city, a URL not asked before, so it reads what the search answers now.
 */
let city = 0;
async function found(query: string): Promise<string[]> {
  city += 1;
  const response = await GET(
    new Request(
      `http://localhost/api/search/entities?${new URLSearchParams({ query, city: String(city) })}`,
    ),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { ArticleType: number; results: { title: string }[] }[];
  };
  return body.data.filter((g) => g.ArticleType === 3).flatMap((g) => g.results.map((r) => r.title));
}

const meaningOf = async (term: string) =>
  (await db().select().from(searchSynonyms).where(eq(searchSynonyms.term, term)))[0]?.expansions;

/** Proposes, submits and has the reviewer sign off and publish: the version's draft id. */
async function publish(fields: Record<string, string>): Promise<number> {
  const saved = await propose(fields);
  const id = draftIdOf(saved.redirect);
  expect(id, JSON.stringify(saved.value)).toBeGreaterThan(0);
  expect((await step(editor, id, "submit")).redirect).toContain(`/drafts/${id}`);
  expect((await step(reviewer, id, "signoff")).redirect).toContain(`/drafts/${id}?done=signoff`);
  return id;
}

beforeAll(async () => {
  handle = await createTestDb();
  editor = await staffMember(db(), "editor");
  reviewer = await staffMember(db(), "reviewer");
  const [profile] = await db().select().from(medicalReviewers).limit(1);
  await linkReviewer(db(), OPERATOR, reviewer.email, profile?.slug ?? "");
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe("content editing: the search vocabulary", () => {
  it("[SR-46][SR-47][CE-76][CE-77] an editor adds a term meaning Knee Replacement; it waits for a reviewer, then the search API answers it at once", async () => {
    expect(await meaningOf(WORD)).toBeUndefined();
    expect(await found(WORD)).not.toContain("Knee Replacement");

    const saved = await propose({
      key: "Ghutna  Nakli Lagwana",
      adding: "1",
      meaning: "Knee Replacement",
    });
    const id = draftIdOf(saved.redirect);
    expect(id).toBeGreaterThan(0);
    const [draft] = await db().select().from(contentDrafts).where(eq(contentDrafts.id, id));
    // The key is the term as a query is normalised; the meaning as the search reads it.
    expect(draft).toMatchObject({
      kind: "search_term",
      entityKey: WORD,
      medical: true,
      status: "draft",
      fields: { meaning: "knee replacement" },
    });

    // A draft in review moves nothing; the editor cannot sign off or publish it.
    expect((await step(editor, id, "submit")).redirect).toContain(`/drafts/${id}`);
    const editorActor = { id: editor.id, email: editor.email, role: "editor" as const, ip: null };
    await expect(signOff(db(), editorActor, id)).rejects.toThrow(/Only a reviewer may sign off/);
    expect(await step(editor, id, "publish")).toEqual({
      value: {
        error:
          "A medical page is published only after a reviewer signs it off: submit it for review.",
      },
    });
    expect(await meaningOf(WORD)).toBeUndefined();
    expect(await found(WORD)).not.toContain("Knee Replacement");

    // Other instances learn of it through content_changes, like every other publish.
    const { last } = await changesAfter(db(), -1, "test");
    request.dropped = [];
    expect((await step(reviewer, id, "signoff")).redirect).toContain(`/drafts/${id}?done=signoff`);
    expect(await meaningOf(WORD)).toEqual(["knee replacement"]);
    expect(request.dropped).toEqual([SYNONYMS_TAG]);
    expect((await changesAfter(db(), last, "another instance")).tags).toEqual([SYNONYMS_TAG]);
    // The search read the vocabulary again: no wait for its few minutes' reload.
    expect((await found(WORD))[0]).toBe("Knee Replacement");

    // History: who proposed it, who signed it off.
    const [version] = await listVersions(db(), "search_term", WORD);
    expect(version?.authorEmail).toBe(editor.email);
    expect(version?.version.reviewedBy).toBe(reviewer.id);
    expect(version?.version.diff).toEqual([
      { field: "meaning", before: "", after: "knee replacement" },
    ]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, "content:search_term"), eq(auditLog.recordId, WORD)));
    expect(entries.find((e) => e.action === "content.published")?.detail).toMatchObject({
      proposedBy: editor.id,
      reviewedBy: reviewer.id,
    });
  });

  it("[CE-77] a reviewer cannot sign off a change of a term they proposed (made while they were an editor)", async () => {
    const asEditorThen = {
      id: reviewer.id,
      email: reviewer.email,
      role: "editor" as const,
      ip: null,
    };
    const saved = await saveDraft(db(), asEditorThen, "search_term", "tkr", {
      meaning: "Knee Replacement",
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    const id = saved.draft.id;
    const reviewerActor = {
      id: reviewer.id,
      email: reviewer.email,
      role: "reviewer" as const,
      ip: null,
    };
    await expect(signOff(db(), reviewerActor, id)).rejects.toThrow(
      "A reviewer cannot sign off their own change.",
    );
    expect(await step(reviewer, id, "signoff")).toEqual({
      value: { error: "A reviewer cannot sign off their own change." },
    });
    expect(await meaningOf("tkr")).not.toEqual(["knee replacement"]);
  });

  it("[SR-48][CE-78] an empty, long or control-character term, an unknown catalogue name or answer, a stale form and a duplicate add are refused with a message and write nothing", async () => {
    const drafts = await db().$count(contentDrafts);
    const cases: [Record<string, string>, RegExp][] = [
      [{ key: "  ", meaning: "Knee Replacement" }, /Type the term a patient searches for/],
      [{ key: "a".repeat(81), meaning: "Knee Replacement" }, /at most 80 characters/],
      [{ key: "ghutna\u0007dard", meaning: "Knee Replacement" }, /control character/],
      [
        { key: "ghutna vanish", meaning: "Brain Transplant" },
        /No condition, treatment, department or test "brain transplant"/,
      ],
      [{ key: "ghutna vanish", meaning: "service:free-money" }, /"service:free-money"/],
      [{ key: "ghutna vanish", meaning: "foo:bar" }, /neither a catalogue name nor/],
      [
        { key: "piles", adding: "1", meaning: "Haemorrhoids" },
        /already in the vocabulary: edit it instead/,
      ],
      [
        { key: WORD, meaning: "Knee Replacement; Orthopaedics", meaningBase: "hip replacement" },
        /changed and published since you opened this form/,
      ],
    ];
    for (const [fields, message] of cases) {
      const result = await propose(fields);
      expect(result.redirect, JSON.stringify(fields)).toBeUndefined();
      const problems = (result.value as { problems: { message: string }[] }).problems;
      expect(problems.map((p) => p.message).join(" ")).toMatch(message);
    }
    as(editor);
    const missing = await run(() => saveDraftAction({}, form({ kind: "search_term", key: WORD })));
    expect(JSON.stringify(missing)).toMatch(/Send the meaning/);
    expect(await db().$count(contentDrafts)).toBe(drafts);
  });

  it("[SR-49][CE-79] an edit of an existing term changes what the search answers, and a removal takes the term out", async () => {
    await publish({ key: WORD, meaning: "Hip Replacement", meaningBase: "knee replacement" });
    expect(await meaningOf(WORD)).toEqual(["hip replacement"]);
    const now = await found(WORD);
    // "ghutna" (knee) alone still finds knee pages; the term's meaning comes first.
    expect(now[0]).toBe("Hip Replacement");

    await publish({ key: WORD, meaning: "", meaningBase: "hip replacement" });
    expect(await meaningOf(WORD)).toBeUndefined();
    expect(await found(WORD)).not.toContain("Hip Replacement");
    const versions = await listVersions(db(), "search_term", WORD);
    expect(versions.map((v) => v.version.number).sort()).toEqual([1, 2, 3]);
  });

  it("[SR-50][SR-51] a term from the data file keeps its reviewed meanings when a new one is added, and a re-run of the seed leaves the published change", async () => {
    const before = (await meaningOf("piles")) ?? [];
    expect(before.length).toBeGreaterThan(0);
    await publish({
      key: "piles",
      meaning: [...before, "General Surgery"].join("; "),
      meaningBase: before.join("; "),
    });
    const edited = [...new Set([...before, "general surgery"])].sort();
    expect(await meaningOf("piles")).toEqual(edited);
    await seedDatabase(db(), { log: () => {} });
    expect(await meaningOf("piles")).toEqual(edited);
    // The data file's other terms are loaded again.
    expect(await meaningOf("tkr")).toBeDefined();
  }, 120_000);
});
