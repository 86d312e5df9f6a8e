import { count } from "drizzle-orm";
import { POST as webleadcreate } from "@/app/lead/v1/admin/webleadcreate/route";
import type { Database } from "@/src/db";
import { crmOutbox, leads } from "@/src/db/schema";
import { fromAddress, nextIp } from "./auth-support";

export interface Answer<T = unknown> {
  response: Response;
  body: { status: { code: number; message: string }; data: T; error: string[] };
}

/** A fresh client address per call unless one is given (the per-IP limit is not under test). */
export { nextIp };

export async function createLeadRequest(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<{ Id: number; surveyToken: string }[] | null>> {
  const response = await webleadcreate(
    new Request("http://localhost/lead/v1/admin/webleadcreate", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        applicationtype: "website",
        ...fromAddress(nextIp()),
        "user-agent": "vitest",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  return { response, body: await response.json() };
}

/** A valid variant-0 lead (name, mobile, city). */
export function minimalLead(overrides: Record<string, unknown> = {}) {
  return {
    NameData: "Asha Verma",
    MobileNoData: "9876543210",
    countryCode: "91",
    CityData: "Delhi NCR",
    leadFormVariant: "0",
    ...overrides,
  };
}

export async function leadCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads);
  return row?.n ?? 0;
}

export async function outboxCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(crmOutbox);
  return row?.n ?? 0;
}
