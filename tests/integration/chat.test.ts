import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/chat/answer/route";
import type { Database } from "@/src/db";
import { leads } from "@/src/db/schema";
import type { ChatAnswer } from "@/src/lib/chat/answer";
import { chatLeadBody, transcriptOf } from "@/src/lib/chat/conversation";
import { routeFor } from "@/src/lib/page-registry";
import { catalogDb } from "./catalog-support";
import { createLeadRequest } from "./lead-fixtures";

/**
 * The care assistant against the seeded sample catalogue (CH-2, CH-3): GET
 * /api/chat/answer reads the patient's words as the search does and answers from our own
 * catalogue; the conversation's lead goes through the real create handler.
 */
const db = catalogDb();

async function ask(
  qs: string,
): Promise<{ status: number; body: { data: ChatAnswer; error?: string[] }; response: Response }> {
  const response = await GET(new Request(`http://localhost/api/chat/answer?${qs}`));
  return { status: response.status, body: await response.clone().json(), response };
}

async function cityId(database: Database, slug: string): Promise<number> {
  const { rows } = (await database.execute(
    sql`SELECT id FROM cities WHERE slug = ${slug}`,
  )) as unknown as { rows: { id: number }[] };
  return Number(rows[0]?.id);
}

describe("GET /api/chat/answer", () => {
  it("[CH-2] a treatment typed with a typo answers its cost in the city, stay, recovery and links", async () => {
    const mumbai = await cityId(db(), "mumbai");
    const { status, body, response } = await ask(
      `q=${encodeURIComponent("knee replacment cost")}&city=${mumbai}`,
    );
    expect(status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, /);
    const { match, treatment } = body.data;
    expect(match).toMatchObject({ kind: "treatment", name: "Knee Replacement" });
    expect(treatment?.cost?.minCost).toBeGreaterThan(0);
    expect(treatment?.cost?.maxCost).toBeGreaterThanOrEqual(treatment?.cost?.minCost ?? 0);
    expect(treatment?.hospitalStayDays).toBeGreaterThan(0);
    expect(treatment?.recoveryDays).toBeGreaterThan(0);
    for (const url of [match?.url, treatment?.url, treatment?.costUrl])
      expect(routeFor(url ?? "").id, url).not.toBe("error");
    // Without a city, the facts but no cost.
    expect((await ask("q=knee%20replacement")).body.data.treatment?.cost).toBeNull();
  });

  it("[CH-2] lay words and Hindi reach the condition and the treatments for it", async () => {
    for (const q of ["bawaseer", "बवासीर"]) {
      const { match, related, treatment } = (await ask(`q=${encodeURIComponent(q)}`)).body.data;
      expect(match?.kind, q).toMatch(/condition|treatment/);
      expect([match?.name, ...related.map((r) => r.name), treatment?.name].join(" "), q).toMatch(
        /Piles|Haemorrhoid/i,
      );
    }
  });

  it("[coverage] a treatment's answer carries how insurance treats it: a hair transplant is cosmetic and outside PM-JAY, a knee replacement waits and is inside", async () => {
    const hair = (await ask("q=hair%20transplant")).body.data.treatment;
    expect(hair?.name).toBe("Hair Transplant");
    expect(hair?.coverage).toEqual({ category: "cosmetic", inPmjayPackages: false });
    const knee = (await ask("q=knee%20replacement")).body.data.treatment;
    expect(knee?.coverage).toEqual({ category: "jointReplacement", inPmjayPackages: true });
  });

  it("[CH-2] words the catalogue does not know answer no match, not an error", async () => {
    const { status, body } = await ask("q=zzqqxxw");
    expect(status).toBe(200);
    expect(body.data).toEqual({ match: null, treatment: null, related: [] });
  });

  it("[CH-2] bad parameters are a 400 with a message", async () => {
    const { status, body } = await ask(`q=&city=abc`);
    expect(status).toBe(400);
    expect(body.error).toEqual([
      "q must be 1 to 500 characters",
      "city must be a positive whole number",
    ]);
  });
});

describe("long questions", () => {
  it("[CH-5] a question of up to 500 characters is read whole: a topic named after the first 100 characters answers; 501 characters are a 400", async () => {
    const story =
      "My father is 68 years old and has had pain in both knees for three years now, he cannot climb stairs and the doctor in our town says he needs";
    const question = `${story} knee replacement, what will it cost?`;
    expect(question.length).toBeGreaterThan(100);
    expect(question.length).toBeLessThanOrEqual(500);
    const { status, body } = await ask(`q=${encodeURIComponent(question)}`);
    expect(status).toBe(200);
    expect(body.data.treatment?.name).toBe("Knee Replacement");
    const tooLong = await ask(`q=${encodeURIComponent("a".repeat(501))}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toEqual(["q must be 1 to 500 characters"]);
    expect((await ask(`q=${encodeURIComponent(`knee ${"x".repeat(495)}`)}`)).status).toBe(200);
  });
});

describe("the conversation's lead", () => {
  it("[CH-3] is stored once with the transcript, LeadTypeData Chat and the answers", async () => {
    const transcript = transcriptOf([
      { from: "assistant", text: "What do you need help with?" },
      { from: "patient", text: "Cost of a treatment" },
      { from: "patient", text: "knee replacment" },
      { from: "patient", text: "Mumbai" },
    ]);
    const body = chatLeadBody({
      answers: {
        need: "cost",
        topic: "knee replacment",
        match: { kind: "treatment", name: "Knee Replacement" },
        city: { id: await cityId(db(), "mumbai"), name: "Mumbai" },
        insurance: "private",
        callTime: "Morning",
      },
      name: "Asha Verma",
      mobile: "9876501234",
      transcript,
      locale: "en",
      pageName: "Care assistant",
      path: "/chat",
    });
    const { response, body: answer } = await createLeadRequest(body);
    expect(response.status).toBe(200);
    const id = answer.data?.[0]?.Id as number;
    const [stored] = await db().select().from(leads).where(eq(leads.id, id));
    expect(stored).toMatchObject({
      LeadTypeData: "Chat",
      PageTypeData: "Chat",
      QueryData: transcript,
      ProcedureNameData: "Knee Replacement",
      CityData: "Mumbai",
      IsInsurance: "Yes",
      insuranceType: "Private",
      Callback_Input: "Morning",
    });
  });
});
