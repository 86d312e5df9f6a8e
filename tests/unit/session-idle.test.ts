import { describe, expect, it } from "vitest";
import { DEFAULT_IDLE_MINUTES, parseIdleMinutes } from "@/src/lib/console/session-idle";

describe("console idle limits per role", () => {
  it("[CS-104] defaults: agents four hours, admins half an hour", () => {
    expect(parseIdleMinutes(undefined)).toEqual({ ok: true, minutes: DEFAULT_IDLE_MINUTES });
    expect(DEFAULT_IDLE_MINUTES.agent).toBe(240);
    expect(DEFAULT_IDLE_MINUTES.admin).toBe(30);
  });

  it("[CS-104] STAFF_IDLE_MINUTES overrides the roles it names", () => {
    const parsed = parseIdleMinutes(" agent = 300, admin=20 ");
    expect(parsed).toEqual({
      ok: true,
      minutes: { ...DEFAULT_IDLE_MINUTES, agent: 300, admin: 20 },
    });
  });

  it("[CS-104] a value it cannot read is refused with the reason", () => {
    for (const bad of ["agent", "agnt=30", "agent=5", "agent=721", "agent=1.5", "agent=30=1"]) {
      const parsed = parseIdleMinutes(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(bad.split(",")[0] ?? "");
    }
  });
});
