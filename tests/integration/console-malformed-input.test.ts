import { isValidElement, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { errorReports, partnerEnquiries } from "@/src/db/schema";
import { createTestDb } from "../fixtures/db";
import { type CookieJar, type SignedInStaff, staffMember } from "./console-support";

/**
 * Server actions are public endpoints: any client may post to one with the `Next-Action` header
 * and an argument list of its own. Here every console action is called as such a client would,
 * and every console page with addresses no console link makes. A call may answer a message (the
 * form's error state), a redirect or the console's 404; anything else it throws would be a 500
 * with a stack trace in the log.
 */

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => {},
  revalidateTag: () => {},
}));

const actions = {
  ...(await import("@/app/console/actions")),
  ...(await import("@/app/console/leads/actions")),
  ...(await import("@/app/console/leads/consent-actions")),
  ...(await import("@/app/console/queues/actions")),
  ...(await import("@/app/console/staff/actions")),
  ...(await import("@/app/console/login/actions")),
  ...(await import("@/app/console/setup/[token]/actions")),
  ...(await import("@/app/console/content/actions")),
  ...(await import("@/app/console/content/facts-actions")),
};
const { BadInput } = await import("@/src/ui/console/bad-input");

let handle: DbHandle;
const people: Record<string, SignedInStaff> = {};
let reportId = 0;
let enquiryId = 0;

beforeAll(async () => {
  handle = await createTestDb();
  for (const role of ["supervisor", "admin", "editor", "reviewer", "agent"]) {
    people[role] = await staffMember(handle.db, role);
  }
  const [report] = await handle.db
    .insert(errorReports)
    .values({
      entityKind: "doctor",
      entityId: 1,
      message: "The phone number is wrong.",
      pagePath: "/doctor/sample",
    })
    .returning({ id: errorReports.id });
  const [enquiry] = await handle.db
    .insert(partnerEnquiries)
    .values({
      organisation: "Asha Clinic",
      contactName: "Dr Rao",
      mobile: "9876500001",
      email: "rao@clinic.example",
      city: "Pune",
      kind: "clinic",
      consentVersion: "test",
      consentAt: new Date(),
    })
    .returning({ id: partnerEnquiries.id });
  if (!report || !enquiry) throw new Error("queue items not written");
  [reportId, enquiryId] = [report.id, enquiry.id];
}, 120_000);
afterAll(async () => {
  await handle.close();
});

function as(jar: CookieJar | null): void {
  request.headers = jar ? jar.headers() : new Headers();
}

/** What a call came to: a value, a redirect, a 4xx, or a throw that would be a 500. */
type Outcome =
  | { kind: "returned"; value: unknown }
  | { kind: "redirect" }
  | { kind: "4xx"; status: number }
  | { kind: "500"; error: unknown };

async function outcomeOf(call: () => unknown): Promise<Outcome> {
  try {
    return { kind: "returned", value: await call() };
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT"))
      return { kind: "redirect" };
    const status = typeof digest === "string" && /^NEXT_HTTP_ERROR_FALLBACK;(4\d\d)$/.exec(digest);
    if (status) return { kind: "4xx", status: Number(status[1]) };
    return { kind: "500", error };
  }
}

const NUL = "\u0000";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Every field any console form has, each holding `value`. */
const FIELD_NAMES = [
  "id",
  "status",
  "closeReason",
  "nextCallAt",
  "note",
  "assigneeId",
  "purpose",
  "given",
  "email",
  "password",
  "confirm",
  "code",
  "role",
  "name",
  "cities",
  "intent",
  "kind",
  "key",
  "step",
  "version",
  "mode",
  "what",
  "summary",
  "summaryHi",
  "minCost",
  "avgCost",
  "maxCost",
  "source",
  "sourceUrl",
  "checkedOn",
  "back",
];
const everyField = (value: string) =>
  form(Object.fromEntries(FIELD_NAMES.map((name) => [name, value])));

/** Forms and argument lists a fuzzer sends: NULs, letters for ids, wrong types, wrong counts. */
const FORMS: [string, () => unknown][] = [
  ["every field NUL", () => everyField(NUL)],
  ["every field with a NUL inside", () => everyField(`a${NUL}b`)],
  ["every field letters", () => everyField("abc")],
  ["every field 1e400", () => everyField("1e400")],
  ["every field -1", () => everyField("-1")],
  ["every field 99999999999", () => everyField("99999999999")],
  ["every field 0001-01-01", () => everyField("0001-01-01")],
  ["every field 0000-01-01T10:00", () => everyField("0000-01-01T10:00")],
  ["a NUL field name", () => form({ [`id${NUL}`]: "1" })],
  ["an empty form", () => new FormData()],
  ["a plain object", () => ({ id: "1", status: "fixed" })],
  ["a string", () => NUL],
  ["null", () => null],
  ["a number", () => Number.POSITIVE_INFINITY],
];
const IDS: [string, unknown][] = [
  ["letters", "abc"],
  ["NUL", NUL],
  ["Infinity (1e400)", Number.POSITIVE_INFINITY],
  ["NaN", Number.NaN],
  ["-1", -1],
  ["1.5", 1.5],
  ["2^31", 2 ** 31],
  ["an object", {}],
];

type AnyAction = (...args: unknown[]) => Promise<unknown>;
const action = (name: keyof typeof actions) => actions[name] as unknown as AnyAction;

/** Argument lists for an action taking (form), (state, form) or (id|token, state, form). */
function argumentLists(shape: "form" | "state-form" | "id-state-form"): [string, unknown[]][] {
  const lists: [string, unknown[]][] = [
    ["no arguments", []],
    ["three nulls", [null, null, null]],
  ];
  for (const [what, make] of FORMS) {
    if (shape === "form") lists.push([what, [make()]]);
    if (shape === "state-form") lists.push([what, [{}, make()]]);
    if (shape === "id-state-form") lists.push([what, [1, {}, make()]]);
  }
  if (shape === "state-form") {
    lists.push(["the form first", [everyField(NUL), {}]]);
    lists.push(["an extra argument", [{}, everyField(NUL), "extra"]]);
  }
  if (shape === "id-state-form") {
    for (const [what, id] of IDS) lists.push([`id ${what}`, [id, {}, everyField("abc")]]);
    lists.push(["the form first", [everyField(NUL), {}, 1]]);
  }
  return lists;
}

/** The actions, who calls them, and the shape of their arguments. */
const ACTIONS: [keyof typeof actions, string | null, "form" | "state-form" | "id-state-form"][] = [
  ["signOutAction", "agent", "form"],
  ["takeLeadAction", "agent", "form"],
  ["retryCrmAction", "supervisor", "form"],
  ["updateWorkAction", "supervisor", "id-state-form"],
  ["addNoteAction", "supervisor", "id-state-form"],
  ["assignAction", "supervisor", "id-state-form"],
  ["recordConsentAction", "supervisor", "id-state-form"],
  ["markErrorReportAction", "supervisor", "form"],
  ["markPartnerAction", "supervisor", "form"],
  ["addStaffAction", "admin", "state-form"],
  ["staffRowAction", "admin", "state-form"],
  ["signInStepAction", null, "state-form"],
  ["setupPasswordAction", null, "id-state-form"],
  ["setupCodeAction", null, "id-state-form"],
  ["saveDraftAction", "editor", "state-form"],
  ["draftStepAction", "editor", "state-form"],
  ["draftStepAction", "reviewer", "state-form"],
  ["revertAction", "editor", "state-form"],
  ["saveFactDraftAction", "editor", "state-form"],
  ["recheckFactAction", "editor", "state-form"],
  ["importCostsAction", "editor", "state-form"],
  ["previewMarkdownAction", "editor", "state-form"],
];

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
}

describe("the console's server actions called with malformed arguments", () => {
  it("[CS-97] [CS-98] every action answers a message, a redirect or a 404 to NULs, letters for ids, wrong types and wrong argument counts; none throws (a 500)", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [name, role, shape] of ACTIONS) {
      for (const [what, args] of argumentLists(shape)) {
        as(role ? (people[role]?.jar ?? null) : null);
        calls += 1;
        const result = await outcomeOf(() => action(name)(...args));
        if (result.kind === "500") {
          failures.push(
            `${name} (${role ?? "signed out"}), ${what}: ${describeError(result.error)}`,
          );
        }
      }
    }
    // The actions' own text inputs, one at a time (a NUL in a single field).
    as(null);
    const signIn = await outcomeOf(() =>
      action("signInStepAction")(
        { step: "password" },
        form({ step: "password", email: `a${NUL}@x.in`, password: "x" }),
      ),
    );
    if (signIn.kind === "500")
      failures.push(`signInStepAction, NUL e-mail: ${describeError(signIn.error)}`);
    else expect(signIn).toMatchObject({ kind: "returned", value: { error: expect.any(String) } });
    as(people.supervisor?.jar ?? null);
    const note = await outcomeOf(() =>
      action("addNoteAction")(1, {}, form({ note: `call${NUL}` })),
    );
    if (note.kind === "500") failures.push(`addNoteAction, NUL note: ${describeError(note.error)}`);
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it("[CS-97] a NUL in the anonymous sign-in e-mail answers the form's message", async () => {
    as(null);
    const result = await outcomeOf(() =>
      action("signInStepAction")(
        { step: "password" },
        form({ step: "password", email: NUL, password: "x" }),
      ),
    );
    expect(result).toEqual({
      kind: "returned",
      value: expect.objectContaining({ error: expect.stringMatching(/control character/) }),
    });
  });

  it("[CS-99] an unknown id or status in a queue answers the console's 404 or a message, and changes nothing", async () => {
    as(people.supervisor?.jar ?? null);
    const outcomes = await Promise.all([
      outcomeOf(() => action("markErrorReportAction")(form({ id: "2147483000", status: "fixed" }))),
      outcomeOf(() =>
        action("markErrorReportAction")(form({ id: String(reportId), status: "gone" })),
      ),
      outcomeOf(() => action("markPartnerAction")(form({ id: "2147483000", status: "closed" }))),
      outcomeOf(() => action("markPartnerAction")(form({ id: String(enquiryId), status: "won" }))),
      outcomeOf(() => action("markPartnerAction")(form({ id: "abc", status: "closed" }))),
    ]);
    expect(outcomes).toEqual(outcomes.map(() => ({ kind: "4xx", status: 404 })));
    const [report] = await handle.db.select().from(errorReports);
    expect(report?.status).toBe("new");
  });
});

/** The text of an element tree as the page returned it (its own elements, not rendered). */
function findBadInput(node: ReactNode): string | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findBadInput(child);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const props = node.props as { problem?: string; children?: ReactNode };
  if (node.type === BadInput) return props.problem ?? "";
  return findBadInput(props.children);
}

type Page = (props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) => Promise<ReactNode>;

/** The console's pages, imported by name (the bundler needs each path written out). */
const PAGE_MODULES: Record<string, () => Promise<{ default: unknown }>> = {
  page: () => import("@/app/console/page"),
  "leads/page": () => import("@/app/console/leads/page"),
  "leads/[id]/page": () => import("@/app/console/leads/[id]/page"),
  "audit/page": () => import("@/app/console/audit/page"),
  "queues/page": () => import("@/app/console/queues/page"),
  "queues/[queue]/page": () => import("@/app/console/queues/[queue]/page"),
  "staff/page": () => import("@/app/console/staff/page"),
  "account/page": () => import("@/app/console/account/page"),
  "login/page": () => import("@/app/console/login/page"),
  "setup/[token]/page": () => import("@/app/console/setup/[token]/page"),
  "content/page": () => import("@/app/console/content/page"),
  "content/costs/page": () => import("@/app/console/content/costs/page"),
  "content/stale/page": () => import("@/app/console/content/stale/page"),
  "content/pages/page": () => import("@/app/console/content/pages/page"),
  "content/profiles/page": () => import("@/app/console/content/profiles/page"),
  "content/drafts/[id]/page": () => import("@/app/console/content/drafts/[id]/page"),
  "content/drafts/[id]/preview/page": () =>
    import("@/app/console/content/drafts/[id]/preview/page"),
  "content/facts/[key]/page": () => import("@/app/console/content/facts/[key]/page"),
  "content/history/[kind]/[key]/page": () =>
    import("@/app/console/content/history/[kind]/[key]/page"),
  "content/pages/[kind]/[key]/page": () => import("@/app/console/content/pages/[kind]/[key]/page"),
  "content/profiles/[kind]/[slug]/page": () =>
    import("@/app/console/content/profiles/[kind]/[slug]/page"),
  "content/treatments/[slug]/page": () => import("@/app/console/content/treatments/[slug]/page"),
  "content/treatments/[slug]/costs/[city]/page": () =>
    import("@/app/console/content/treatments/[slug]/costs/[city]/page"),
};

async function page(path: string): Promise<Page> {
  const load = PAGE_MODULES[path];
  if (!load) throw new Error(`no page ${path}`);
  return (await load()).default as Page;
}

/** A page called with an address: its params and its query. */
async function visit(
  path: string,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
): Promise<Outcome & { problem?: string | null }> {
  const render = await page(path);
  const result = await outcomeOf(() =>
    render({ params: Promise.resolve(params), searchParams: Promise.resolve(query) }),
  );
  return result.kind === "returned"
    ? { ...result, problem: findBadInput(result.value as ReactNode) }
    : result;
}

/** The console's pages, who opens them and their params. */
const PAGES: [string, string | null, Record<string, string>][] = [
  ["page", "supervisor", {}],
  ["leads/page", "supervisor", {}],
  ["leads/[id]/page", "supervisor", { id: "1" }],
  ["audit/page", "admin", {}],
  ["queues/page", "supervisor", {}],
  ["queues/[queue]/page", "supervisor", { queue: "errors" }],
  ["queues/[queue]/page", "supervisor", { queue: "partners" }],
  ["queues/[queue]/page", "supervisor", { queue: "chats" }],
  ["queues/[queue]/page", "supervisor", { queue: "searches" }],
  ["staff/page", "admin", {}],
  ["account/page", "agent", {}],
  ["login/page", null, {}],
  ["setup/[token]/page", null, { token: "abc" }],
  ["content/page", "editor", {}],
  ["content/costs/page", "editor", {}],
  ["content/stale/page", "editor", {}],
  ["content/pages/page", "editor", {}],
  ["content/profiles/page", "editor", {}],
  ["content/drafts/[id]/page", "editor", { id: "1" }],
  ["content/drafts/[id]/preview/page", "editor", { id: "1" }],
];

/** Queries no console link makes. */
const QUERIES: Record<string, string>[] = [
  { city: NUL },
  { q: `98${NUL}` },
  { [`x${NUL}`]: "1" },
  { from: "0001-01-01" },
  { to: "2026-02-30" },
  { from: "9999-12-31" },
  { before: "1e400" },
  { before: "-1" },
  { before: "1.5" },
  { page: "1e400" },
  { page: "-5" },
  { page: "abc" },
  { actor: NUL, record: NUL, action: NUL, type: NUL },
  { status: NUL, assignee: NUL, treatment: NUL, source: NUL, campaign: NUL },
  { kind: NUL, done: NUL, lang: NUL, why: NUL },
];

/** Path params no console link makes (Next.js hands them decoded). */
const BAD_PARAMS: [string, string, Record<string, string>][] = [
  ["leads/[id]/page", "supervisor", { id: "abc" }],
  ["leads/[id]/page", "supervisor", { id: "999999999999999" }],
  ["leads/[id]/page", "supervisor", { id: "2147483648" }],
  ["queues/[queue]/page", "supervisor", { queue: NUL }],
  ["setup/[token]/page", "agent", { token: NUL }],
  ["content/drafts/[id]/page", "editor", { id: "abc" }],
  ["content/drafts/[id]/page", "editor", { id: "1e400" }],
  ["content/drafts/[id]/page", "editor", { id: "99999999999" }],
  ["content/drafts/[id]/preview/page", "editor", { id: "abc" }],
  ["content/drafts/[id]/preview/page", "editor", { id: "-1" }],
  ["content/facts/[key]/page", "editor", { key: "%ZZ" }],
  ["content/facts/[key]/page", "editor", { key: `doctor:a${NUL}:registration` }],
  ["content/history/[kind]/[key]/page", "editor", { kind: "city_cost", key: "%ZZ" }],
  ["content/history/[kind]/[key]/page", "editor", { kind: "city_cost", key: NUL }],
  ["content/pages/[kind]/[key]/page", "editor", { kind: "condition", key: NUL }],
  ["content/pages/[kind]/[key]/page", "editor", { kind: "article", key: "%ZZ" }],
  ["content/profiles/[kind]/[slug]/page", "editor", { kind: "doctor", slug: NUL }],
  ["content/treatments/[slug]/page", "editor", { slug: NUL }],
  [
    "content/treatments/[slug]/costs/[city]/page",
    "editor",
    { slug: "cataract-surgery", city: NUL },
  ],
];

describe("the console's pages opened with malformed addresses", () => {
  it("[CS-100] no page throws (a 500) for control characters, impossible days, out-of-range numbers or letters for ids", async () => {
    const failures: string[] = [];
    for (const [path, role, params] of PAGES) {
      for (const query of QUERIES) {
        as(role ? (people[role]?.jar ?? null) : null);
        const result = await visit(path, params, query);
        if (result.kind === "500") {
          failures.push(`${path} ${JSON.stringify(query)}: ${describeError(result.error)}`);
        }
      }
    }
    for (const [path, role, params] of BAD_PARAMS) {
      as(people[role]?.jar ?? null);
      const result = await visit(path, params, {});
      if (result.kind === "500") {
        failures.push(`${path} ${JSON.stringify(params)}: ${describeError(result.error)}`);
      } else if (!(result.kind === "4xx" || result.problem)) {
        failures.push(`${path} ${JSON.stringify(params)}: answered as if the address were good`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("[CS-100] the inbox, the audit trail and a queue answer a malformed filter with a 404 that names it", async () => {
    const cases: [string, string, Record<string, string>, Record<string, string>, RegExp][] = [
      ["leads/page", "supervisor", {}, { city: NUL }, /control character/],
      ["leads/page", "supervisor", {}, { from: "0001-01-01" }, /"from".*1900 and 2100/],
      ["leads/page", "supervisor", {}, { to: "2026-02-30" }, /"to"/],
      ["audit/page", "admin", {}, { before: "1e400" }, /"before"/],
      ["audit/page", "admin", {}, { from: "0001-01-01" }, /"from"/],
      ["audit/page", "admin", {}, { record: NUL }, /control character/],
      ["queues/[queue]/page", "supervisor", { queue: "errors" }, { page: "1e400" }, /"page"/],
      ["content/stale/page", "editor", {}, { page: "-5" }, /"page"/],
    ];
    for (const [path, role, params, query, message] of cases) {
      as(people[role]?.jar ?? null);
      const result = await visit(path, params, query);
      expect(result, `${path} ${JSON.stringify(query)}`).toMatchObject({ kind: "returned" });
      expect(result.problem, `${path} ${JSON.stringify(query)}`).toMatch(message);
    }
  });
});

describe("the console's routes with malformed addresses", () => {
  it("[CS-100] the lead export answers 400 with a message to a NUL or an impossible day", async () => {
    const { GET } = await import("@/app/console/leads/export/route");
    const jar = people.supervisor?.jar;
    if (!jar) throw new Error("no supervisor");
    for (const query of ["city=%00", "from=0001-01-01", "to=2026-13-01"]) {
      const response = await GET(
        new Request(`http://localhost/console/leads/export?${query}`, { headers: jar.headers() }),
      );
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toMatch(/\w/);
    }
  });
});
