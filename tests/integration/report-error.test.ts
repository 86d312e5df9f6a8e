import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as reportPost } from "@/app/api/report-error/route";
import type { DbHandle } from "@/src/db/client";
import { doctors, errorReports, hospitals } from "@/src/db/schema";
import { createTestDb } from "../fixtures/db";
import { fromAddress, nextIp } from "./auth-support";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return reportPost(
    new Request("http://localhost/api/report-error", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}

const count = async () => (await handle.db.select().from(errorReports)).length;

describe("[DS-11] report an error on a profile (POST /api/report-error)", () => {
  it("stores the note for the care team with the profile, its page and the visitor", async () => {
    const [doctor] = await handle.db.select().from(doctors).limit(1);
    const res = await post({
      kind: "doctor",
      id: doctor?.id,
      path: `/doctor/${doctor?.slug}`,
      message: "  The clinic moved to Sector 44 last month.  ",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { Id: number }[] };
    const [row] = await handle.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, body.data[0]?.Id ?? 0));
    expect(row).toMatchObject({
      entityKind: "doctor",
      entityId: doctor?.id,
      pagePath: `/doctor/${doctor?.slug}`,
      message: "The clinic moved to Sector 44 last month.",
      status: "new",
    });
    expect(row?.visitorId).toMatch(/.+/);
  });

  it("refuses a note about a profile that is not the page's, a short note and a bad body, writing nothing", async () => {
    const [hospital] = await handle.db.select().from(hospitals).limit(1);
    const [doctor] = await handle.db.select().from(doctors).limit(1);
    const before = await count();
    const wrongPage = await post({
      kind: "hospital",
      id: hospital?.id,
      path: `/hospital/${hospital?.slug}-x`,
      message: "The phone number is wrong.",
    });
    expect(wrongPage.status).toBe(404);
    const wrongKind = await post({
      kind: "hospital",
      id: doctor?.id,
      path: `/doctor/${doctor?.slug}`,
      message: "The phone number is wrong.",
    });
    expect(wrongKind.status).toBe(404);
    const short = await post(
      { kind: "hospital", id: hospital?.id, path: `/hospital/${hospital?.slug}`, message: "bad" },
      { "accept-language": "hi" },
    );
    expect(short.status).toBe(400);
    const shortBody = (await short.json()) as { error: string[] };
    expect(shortBody.error.join(" ")).toMatch(/10/);
    const junk = await post({ kind: "clinic", id: "1", path: "javascript:alert(1)", message: 7 });
    expect(junk.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("an id beyond the integer column's range, or not a whole positive number, is a 400 that says so and writes nothing", async () => {
    const [doctor] = await handle.db.select().from(doctors).limit(1);
    const before = await count();
    for (const id of [2_147_483_648, 2 ** 53, 1e308, 0, -1, 1.5]) {
      const res = await post(
        {
          kind: "doctor",
          id,
          path: `/doctor/${doctor?.slug}`,
          message: "The phone number is wrong.",
        },
        fromAddress(nextIp()),
      );
      expect(res.status, String(id)).toBe(400);
      const body = (await res.json()) as { error: string[] };
      expect(body.error, String(id)).toEqual([
        "The profile id must be a whole number from 1 to 2,147,483,647.",
      ]);
    }
    const hindi = await post(
      {
        kind: "doctor",
        id: 2_147_483_648,
        path: `/doctor/${doctor?.slug}`,
        message: "The phone number is wrong.",
      },
      { "accept-language": "hi", ...fromAddress(nextIp()) },
    );
    expect(((await hindi.json()) as { error: string[] }).error).toEqual([
      "प्रोफ़ाइल की id 1 से 2,147,483,647 तक की पूर्ण संख्या होनी चाहिए।",
    ]);
    expect(await count()).toBe(before);
  });
});
