/**
 * What each staff role may do in the console: one table, checked on the server before every
 * action (src/server/staff/session.ts) and used to show only the links a person may follow.
 */
export const STAFF_ROLE_NAMES = ["agent", "supervisor", "editor", "reviewer", "admin"] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

export const STAFF_ACTIONS = [
  /** See leads in one's scope (agents: their cities' unassigned leads and their own). */
  "lead.view",
  /** Notes, status, next call time on a lead in one's scope. */
  "lead.work",
  /** Take an unassigned lead in one's scope. */
  "lead.take",
  /** Assign any lead to anyone; every city. */
  "lead.assign",
  /** Every lead of every city. */
  "lead.all-cities",
  "lead.export",
  "queue.work",
  /**
   * The error reports queue only: supervisors triage it, editors fix what it reports (the
   * other queues hold patients' and partners' contact details).
   */
  "queue.errors",
  "dashboard.view",
  /** Open /console/content: the catalogue's texts and costs, drafts, versions. */
  "content.view",
  /** Write drafts, publish what needs no sign-off (city costs), revert, import CSV as drafts. */
  "content.edit",
  /** Sign off a medical draft (sets the page's reviewer and review date) and publish it. */
  "content.review",
  /** Import a CSV straight to published (the editor's draft-only import is content.edit). */
  "content.publish",
  "staff.manage",
  "audit.view",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const AGENT: readonly StaffAction[] = ["lead.view", "lead.work", "lead.take"];

export const ROLE_PERMISSIONS: Record<StaffRoleName, readonly StaffAction[]> = {
  agent: AGENT,
  supervisor: [
    ...AGENT,
    "lead.assign",
    "lead.all-cities",
    "lead.export",
    "queue.work",
    "queue.errors",
    "dashboard.view",
  ],
  editor: ["content.view", "content.edit", "content.publish", "queue.errors"],
  reviewer: ["content.view", "content.review"],
  admin: ["staff.manage", "audit.view", "dashboard.view"],
};

export function can(role: StaffRoleName, action: StaffAction): boolean {
  return ROLE_PERMISSIONS[role].includes(action);
}

export function isStaffRole(value: string): value is StaffRoleName {
  return (STAFF_ROLE_NAMES as readonly string[]).includes(value);
}

/** Where a person lands at /console: the first page their role may open. */
export function homeOf(role: StaffRoleName): string {
  if (can(role, "dashboard.view")) return "/console";
  if (can(role, "lead.view")) return "/console/leads";
  if (can(role, "content.view")) return "/console/content";
  return "/console/account";
}
