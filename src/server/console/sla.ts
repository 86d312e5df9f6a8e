import "server-only";
import { env } from "@/src/config/env";
import type { SlaRule } from "@/src/lib/console/sla";

/** The service level configured for this deployment (CONSOLE_SLA_MINUTES, CONSOLE_SLA_HOURS). */
export function slaRule(): SlaRule {
  const e = env();
  return { minutes: e.CONSOLE_SLA_MINUTES, hours: e.CONSOLE_SLA_HOURS };
}
