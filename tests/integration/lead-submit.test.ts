import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as sendOtp } from "@/app/users/v1/user/signup/route";
import { leads } from "@/src/db/schema";
import { type LeadRequest, leadRequestSchema } from "@/src/lib/lead/schema";
import { otpDeps } from "@/src/server/auth/runtime";
import { AppError } from "@/src/server/http/errors";
import { LEAD_RATE_RULE, leadIpLimits } from "@/src/server/leads/http";
import { submitLead } from "@/src/server/leads/submit";
import { consume, peek } from "@/src/server/ratelimit";
import { call, newMobile, fileDbAndRuntime } from "./auth-support";
import { leadCount, minimalLead, nextIp, outboxCount } from "./lead-fixtures";

/**
 * submitLead (src/server/leads/submit.ts) is what POST /lead/v1/admin/webleadcreate does after
 * parsing: replay lookup, per-IP limit, OTP check, one statement. Called here without a Request.
 */
const file = fileDbAndRuntime();

const lead = (overrides: Record<string, unknown> = {}): LeadRequest =>
  leadRequestSchema.parse(minimalLead(overrides));

async function rowOf(id: number) {
  const [row] = await file.handle.db.select().from(leads).where(eq(leads.id, id));
  return row;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("submitLead", () => {
  it("stores the lead with what the request said about its sender", async () => {
    const created = await submitLead(file.handle.db, lead(), {
      ip: "203.0.113.9",
      address: "203.0.113.9",
      userAgent: "vitest",
      visitorId: "abcdef12-3456",
    });
    expect(created).toMatchObject({ replayed: false });
    expect(created.surveyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await rowOf(created.id);
    expect(row).toMatchObject({
      ip: "203.0.113.9",
      userAgent: "vitest",
      visitorId: "abcdef12-3456",
      throttled: false,
      mobileVerified: false,
    });
    const unknownIp = await submitLead(file.handle.db, lead(), { ip: "unknown" });
    expect((await rowOf(unknownIp.id))?.ip).toBeNull();
  });

  it("a retry with the same key gets the same lead before the per-IP bucket is counted; another body gets 422", async () => {
    const ip = nextIp();
    const first = await submitLead(file.handle.db, lead(), { ip, idempotencyKey: "submit-1" });
    const counted = await peek(file.handle.db, LEAD_RATE_RULE(), ip, new Date());
    const before = [await leadCount(file.handle.db), await outboxCount(file.handle.db)];
    const again = await submitLead(file.handle.db, lead(), { ip, idempotencyKey: "submit-1" });
    expect(again).toMatchObject({ id: first.id, replayed: true });
    // The same secret as the first answer (AP-46: a replay never cancels it).
    expect(again.surveyToken).toBe(first.surveyToken);
    expect((await peek(file.handle.db, LEAD_RATE_RULE(), ip, new Date())).consumed).toBe(
      counted.consumed,
    );
    const other = await refusal(
      submitLead(file.handle.db, lead({ NameData: "Someone Else" }), {
        ip,
        idempotencyKey: "submit-1",
      }),
    );
    expect(other.status).toBe(422);
    expect([await leadCount(file.handle.db), await outboxCount(file.handle.db)]).toEqual(before);
  });

  it("over the soft limit the lead is kept and flagged; over the hard ceiling it is a 429 that writes nothing", async () => {
    const ip = nextIp();
    const { soft, hard } = leadIpLimits();
    await consume(file.handle.db, LEAD_RATE_RULE(), ip, new Date(), soft);
    const flagged = await submitLead(file.handle.db, lead(), { ip });
    expect((await rowOf(flagged.id))?.throttled).toBe(true);

    await consume(file.handle.db, LEAD_RATE_RULE(), ip, new Date(), hard - soft - 1);
    const before = await leadCount(file.handle.db);
    const refused = await refusal(submitLead(file.handle.db, lead(), { ip }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
    expect(await leadCount(file.handle.db)).toBe(before);
  });

  it("checks a lead's OTP with the OTP service it is given, and stores the lead as verified", async () => {
    const mobile = newMobile();
    await call(sendOtp, "/users/v1/user/signup", { body: { mobileNo: mobile, resend: 0 } });
    const before = await leadCount(file.handle.db);
    const wrongCode = file.rt.lastOtp(mobile) === "000000" ? "111111" : "000000";
    const wrong = await refusal(
      submitLead(file.handle.db, lead({ MobileNoData: mobile, otp: wrongCode }), {
        ip: nextIp(),
        otp: otpDeps(),
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.messages).toEqual(["Please enter valid OTP"]);
    expect(await leadCount(file.handle.db)).toBe(before);

    const verified = await submitLead(
      file.handle.db,
      lead({ MobileNoData: mobile, otp: file.rt.lastOtp(mobile) }),
      { ip: nextIp(), otp: otpDeps() },
    );
    expect((await rowOf(verified.id))?.mobileVerified).toBe(true);
  });
});
