import { STAFF_ROLE_NAMES, type StaffRoleName } from "./permissions";

/**
 * How long a console session may go without a request before it ends, per role (CS-104). An
 * agent works leads through a shift, with calls and breaks between clicks, so 30 minutes signed
 * them out mid-shift; the roles that change what patients read or who may see what keep short
 * limits. Every session still ends 12 hours after sign-in (CS-7).
 */
export const DEFAULT_IDLE_MINUTES: Readonly<Record<StaffRoleName, number>> = {
  agent: 240,
  supervisor: 120,
  editor: 60,
  reviewer: 60,
  admin: 30,
};

/** The longest idle limit allowed: the 12-hour cap of a session (CS-7). */
export const MAX_IDLE_MINUTES = 12 * 60;
/** The shortest: a warning five minutes ahead must fit. */
export const MIN_IDLE_MINUTES = 10;
/** The console warns this long before an idle session ends. */
export const IDLE_WARNING_SECONDS = 5 * 60;

/**
 * `STAFF_IDLE_MINUTES` ("agent=240,admin=30"): the roles it names take its minutes, the others
 * keep the defaults. A string it cannot read is refused with the reason, so a typo stops the
 * server at start instead of silently keeping the defaults.
 */
export function parseIdleMinutes(
  text: string | undefined,
): { ok: true; minutes: Record<StaffRoleName, number> } | { ok: false; error: string } {
  const minutes = { ...DEFAULT_IDLE_MINUTES };
  if (!text?.trim()) return { ok: true, minutes };
  for (const part of text.split(",")) {
    const [role, value, ...rest] = part.split("=").map((s) => s.trim());
    if (!role || rest.length > 0 || !STAFF_ROLE_NAMES.includes(role as StaffRoleName)) {
      return {
        ok: false,
        error: `"${part.trim()}": use role=minutes with a role of ${STAFF_ROLE_NAMES.join(", ")}`,
      };
    }
    const n = Number(value);
    if (!Number.isInteger(n) || n < MIN_IDLE_MINUTES || n > MAX_IDLE_MINUTES) {
      return {
        ok: false,
        error: `"${part.trim()}": minutes must be a whole number from ${MIN_IDLE_MINUTES} to ${MAX_IDLE_MINUTES}`,
      };
    }
    minutes[role as StaffRoleName] = n;
  }
  return { ok: true, minutes };
}
