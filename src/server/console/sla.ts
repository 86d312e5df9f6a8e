import "server-only";
import { siteConfig } from "@/src/config/site";
import type { SlaRule } from "@/src/lib/console/sla";

/**
 * The service level the console measures: the callback promise the patient was given
 * (`siteConfig.callback`, TY-10, CS-40), never a second setting of its own.
 */
export function slaRule(): SlaRule {
  return { minutes: siteConfig.callback.minutes, hours: siteConfig.callback.hours };
}
