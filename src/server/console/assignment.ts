import "server-only";
import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { leadWork, staffUsers } from "@/src/db/schema";
import { staffCityNames } from "@/src/lib/console/lead-format";
import { can } from "@/src/lib/console/permissions";
import { listCities } from "@/src/server/catalog/cities";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import type { StaffMember } from "@/src/server/staff/session";
import { LeadError } from "./leads";

type Scoped = Pick<StaffMember, "id" | "role" | "email" | "ip">;

/**
 * Supervisors' assignment: who carries how many open leads in which cities, and sharing a city's
 * waiting leads round-robin among the agents who work that city. The lead pages call these; the
 * one-lead assignment stays in leads/work.ts.
 */

/** A lead is open until it is treated or closed: it still asks something of its agent. */
const CLOSED_STATUSES = ["treated", "closed"] as const;

/** At most this many leads move in one round-robin run (the oldest first). */
export const ROUND_ROBIN_MAX = 200;

export interface Workload {
  id: string;
  name: string;
  email: string;
  role: string;
  /** The cities they work, as stored (lower case); empty: every city. */
  cities: string[];
  open: number;
}

function assertAssign(staff: Pick<Scoped, "role">) {
  if (!can(staff.role, "lead.assign")) throw new LeadError(403, "Not allowed.");
}

/** The active agents and supervisors with their open leads and cities, fewest open first. */
export async function assignmentWorkload(
  db: Database,
  staff: Pick<Scoped, "role">,
): Promise<Workload[]> {
  assertAssign(staff);
  const open = sql<number>`count(${leadWork.leadId})::int`;
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      cities: staffUsers.cities,
      open,
    })
    .from(staffUsers)
    .leftJoin(
      leadWork,
      and(
        eq(leadWork.assigneeId, staffUsers.id),
        notInArray(leadWork.status, [...CLOSED_STATUSES]),
      ),
    )
    .where(
      and(
        inArray(staffUsers.role, ["agent", "supervisor"]),
        eq(staffUsers.banned, false),
        eq(staffUsers.twoFactorEnabled, true),
      ),
    )
    .groupBy(staffUsers.id)
    .orderBy(asc(open), asc(staffUsers.name));
  return rows.map((r) => ({ ...r, role: String(r.role), open: Number(r.open) }));
}

/** The cities with new leads nobody has, with how many: what a round-robin run could share. */
export async function unassignedByCity(db: Database, staff: Pick<Scoped, "role">) {
  assertAssign(staff);
  const rows = await db
    .select({ city: leadWork.city, n: sql<number>`count(*)::int` })
    .from(leadWork)
    .where(and(isNull(leadWork.assigneeId), eq(leadWork.status, "new")))
    .groupBy(leadWork.city)
    .orderBy(asc(leadWork.city));
  return rows.flatMap((r) => (r.city ? [{ city: r.city, waiting: Number(r.n) }] : []));
}

export interface RoundRobinResult {
  city: string;
  /** Each lead moved and to whom, oldest lead first. */
  assigned: { leadId: number; to: string }[];
  agents: number;
}

/**
 * Shares the city's new, unassigned leads (oldest first) in turn among the active agents who
 * name that city, starting with whoever has fewest open leads. A lead someone took meanwhile is
 * skipped. Each move is audited as any assignment is.
 */
export async function assignRoundRobin(
  db: Database,
  staff: Scoped,
  rawCity: unknown,
): Promise<RoundRobinResult> {
  assertAssign(staff);
  const city = typeof rawCity === "string" ? rawCity.trim().toLowerCase() : "";
  if (!city) throw new LeadError(400, "Choose the city whose waiting leads to share.");
  if (city.length > 80) throw new LeadError(400, "A city's name has at most 80 characters.");
  const agents = (await assignmentWorkload(db, staff)).filter(
    (w) => w.role === "agent" && w.cities.includes(city),
  );
  if (agents.length === 0) {
    throw new LeadError(
      409,
      `No active agent works ${city}: give an agent that city on the Staff page first.`,
    );
  }
  const waiting = await db
    .select({ id: leadWork.leadId })
    .from(leadWork)
    .where(and(eq(leadWork.city, city), isNull(leadWork.assigneeId), eq(leadWork.status, "new")))
    .orderBy(asc(leadWork.createdAt), asc(leadWork.leadId))
    .limit(ROUND_ROBIN_MAX);
  const assigned: RoundRobinResult["assigned"] = [];
  let turn = 0;
  for (const lead of waiting) {
    const agent = agents[turn % agents.length];
    if (!agent) break;
    const moved = await db
      .update(leadWork)
      .set({ assigneeId: agent.id, updatedAt: new Date() })
      .where(and(eq(leadWork.leadId, lead.id), isNull(leadWork.assigneeId)))
      .returning({ id: leadWork.leadId });
    if (moved.length === 0) continue;
    turn += 1;
    assigned.push({ leadId: lead.id, to: agent.id });
    await recordAudit(db, {
      ...actorOf(staff),
      action: "lead.assigned",
      recordType: "lead",
      recordId: lead.id,
      detail: { from: null, to: agent.id, roundRobin: city },
    });
  }
  return { city, assigned, agents: agents.length };
}

/** What the lead pages show a supervisor: workload and waiting cities, by catalogue names. */
export async function assignmentView(db: Database, staff: Pick<Scoped, "role">) {
  const [workload, waiting, catalogue] = await Promise.all([
    assignmentWorkload(db, staff),
    unassignedByCity(db, staff),
    listCities(db),
  ]);
  return {
    workload: workload.map((w) => ({ ...w, cities: staffCityNames(w.cities, catalogue) })),
    waiting: waiting.map((c) => ({ ...c, name: staffCityNames([c.city], catalogue)[0] ?? c.city })),
  };
}
