import "server-only";
import type { Database } from "@/src/db";
import { addStaff, disableStaff, listStaff, resetStaff, StaffError } from "./accounts";

/**
 * `npm run staff -- …`: the operator's commands over staff accounts. One implementation, run
 * either by the command itself (PostgreSQL, or an embedded database no server holds) or by the
 * running server on the command's behalf (src/server/ops/channel.ts), so both print the same.
 */
export const STAFF_USAGE = [
  "npm run staff -- add EMAIL ROLE [--cities=Lucknow,Pune] [--name=NAME]",
  "npm run staff -- list",
  "npm run staff -- disable EMAIL",
  "npm run staff -- reset EMAIL",
  "npm run staff -- retention    (runs the privacy retention job now: erasures, old photos and leads)",
  "npm run staff -- erasure-check LEAD_ID    (which personal data of a lead is still stored, by name only)",
  "Roles: agent, supervisor, editor, reviewer, admin.",
].join("\n");

export interface CommandResult {
  ok: boolean;
  output: string;
}

function option(args: readonly string[], name: string): string | undefined {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit?.slice(name.length + 3);
}

/** `siteUrl` turns a setup path into the link to send. */
export async function runStaffCommand(
  db: Database,
  args: readonly string[],
  siteUrl: string,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  const positional = rest.filter((a) => !a.startsWith("--"));
  const link = (path: string) => new URL(path, siteUrl).toString();
  try {
    switch (command) {
      case "add": {
        const [email, role] = positional;
        if (!email || !role) return { ok: false, output: STAFF_USAGE };
        const cities = option(rest, "cities")?.split(",") ?? [];
        const added = await addStaff(db, { email, role, cities, name: option(rest, "name") });
        return {
          ok: true,
          output: `Added ${added.email} (${added.role}). Send this one-time setup link (valid 24 hours):\n${link(added.setupPath)}`,
        };
      }
      case "reset": {
        const [email] = positional;
        if (!email) return { ok: false, output: STAFF_USAGE };
        const reset = await resetStaff(db, email);
        return {
          ok: true,
          output: `${reset.email} is signed out everywhere; password and second factor cleared. New setup link (valid 24 hours):\n${link(reset.setupPath)}`,
        };
      }
      case "disable": {
        const [email] = positional;
        if (!email) return { ok: false, output: STAFF_USAGE };
        const disabled = await disableStaff(db, email);
        return { ok: true, output: `${disabled.email} is disabled and signed out everywhere.` };
      }
      case "list": {
        const staff = await listStaff(db);
        if (staff.length === 0) return { ok: true, output: "No staff accounts yet." };
        const lines = staff.map((s) =>
          [
            s.email.padEnd(32),
            s.role.padEnd(11),
            s.state.padEnd(9),
            (s.cities.join(",") || "all cities").padEnd(20),
            s.lastActiveAt ? s.lastActiveAt.toISOString() : "never",
          ].join(" "),
        );
        return {
          ok: true,
          output: [
            `${"email".padEnd(32)} ${"role".padEnd(11)} ${"state".padEnd(9)} ${"cities".padEnd(20)} last active`,
            ...lines,
          ].join("\n"),
        };
      }
      case "retention": {
        const { runRetention } = await import("@/src/server/privacy/retention");
        const { authRuntime } = await import("@/src/server/auth/runtime");
        const r = await runRetention(db, new Date(), { sms: authRuntime().sms });
        return {
          ok: true,
          output: `Retention job done: ${r.erasuresDone} erasures (${r.patientsTold} patients told by SMS), ${r.leadsAnonymised} old leads anonymised, ${r.photosDeleted} photos deleted.`,
        };
      }
      case "erasure-check": {
        const [raw] = positional;
        if (!raw || !/^\d{1,15}$/.test(raw)) return { ok: false, output: STAFF_USAGE };
        const { personalDataLeft } = await import("@/src/server/privacy/erasure");
        const left = await personalDataLeft(db, Number(raw));
        if (!left) return { ok: false, output: `No lead ${raw}.` };
        return {
          ok: true,
          output: `Lead ${raw}: ${left.erasedBy ? `erased (${left.erasedBy})` : "not erased"}; personal data left: ${left.fields.length ? left.fields.join(", ") : "none"}.`,
        };
      }
      default:
        return { ok: false, output: STAFF_USAGE };
    }
  } catch (error) {
    if (error instanceof StaffError) return { ok: false, output: error.message };
    throw error;
  }
}
