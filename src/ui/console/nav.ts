import type { StaffAction } from "@/src/lib/console/permissions";

/** The console's sections, each shown only to the roles that may open it. */
export const CONSOLE_SECTIONS: readonly { href: string; label: string; action: StaffAction }[] = [
  { href: "/console", label: "Dashboard", action: "dashboard.view" },
  { href: "/console/leads", label: "Leads", action: "lead.view" },
  { href: "/console/queues", label: "Queues", action: "queue.work" },
  { href: "/console/content", label: "Content", action: "content.view" },
  { href: "/console/staff", label: "Staff", action: "staff.manage" },
  { href: "/console/audit", label: "Audit trail", action: "audit.view" },
];
