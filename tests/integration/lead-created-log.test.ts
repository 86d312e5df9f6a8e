import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/src/server/log";
import { fileDb } from "./file-db";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

fileDb();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The fields of the "lead created" lines logged while `run` runs. */
async function leadCreatedLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const info = vi.spyOn(logger, "info");
  await run();
  return info.mock.calls
    .filter((call) => (call as unknown[])[1] === "lead created")
    .map((call) => (call as unknown[])[0] as Record<string, unknown>);
}

describe('the "lead created" log line', () => {
  it("logs a page type the registry knows by its name", async () => {
    const lines = await leadCreatedLines(() =>
      createLeadRequest(minimalLead({ PageTypeData: "Treatment" })),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.pageType).toBe("Treatment");
  });

  it("logs any other PageTypeData as 'other': a name and a right-to-left override sent there never reach the log", async () => {
    const pageType = "Asha Verma \u202Eevil";
    const lines = await leadCreatedLines(async () => {
      const { response } = await createLeadRequest(
        minimalLead({ NameData: "Ravi Kumar", PageTypeData: pageType }),
      );
      expect(response.status).toBe(200);
    });
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(line?.pageType).toBe("other");
    // Only the server's own values: the lead id, the masked mobile, the variant, the tier.
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ["leadId", "mobileMasked", "pageType", "tier", "variant"].sort(),
    );
    const logged = JSON.stringify(line);
    for (const sent of ["Asha", "Verma", "Ravi", "Kumar", "evil", "\u202E", "9876543210"]) {
      expect(logged).not.toContain(sent);
    }
  });

  it("logs a lead without PageTypeData as 'none'", async () => {
    const lines = await leadCreatedLines(() => createLeadRequest(minimalLead()));
    expect(lines[0]?.pageType).toBe("none");
  });

  it("[OP-5] a replay of an Idempotency-Key logs 'lead replayed' with the lead's id, so a lead whose first request died before its line is still named in the log", async () => {
    const info = vi.spyOn(logger, "info");
    const headers = { "idempotency-key": "replay-log-test-key-0001" };
    const first = await createLeadRequest(minimalLead(), headers);
    const again = await createLeadRequest(minimalLead(), headers);
    expect([first.response.status, again.response.status]).toEqual([200, 200]);
    const created = info.mock.calls.filter((call) => (call as unknown[])[1] === "lead created");
    expect(created).toHaveLength(1);
    const id = ((created[0] as unknown[])[0] as { leadId: number }).leadId;
    const replayed = info.mock.calls.filter((call) => (call as unknown[])[1] === "lead replayed");
    expect(replayed.map((call) => (call as unknown[])[0])).toEqual([
      { leadId: id, event: "lead.replayed" },
    ]);
  });
});
