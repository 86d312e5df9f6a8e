import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { can, homeOf } from "@/src/lib/console/permissions";
import { requireStaff } from "@/src/server/staff/session";
import { ConsoleFrame } from "./_ui/frame";

export const metadata: Metadata = { title: "Dashboard" };

/** /console opens on the dashboard; a role without it goes to its own first page. */
export default async function ConsoleHome() {
  const staff = await requireStaff();
  if (!can(staff.role, "dashboard.view")) redirect(homeOf(staff.role));
  return (
    <ConsoleFrame staff={staff} section="/console" title="Dashboard">
      <p className="text-slate-700">The dashboard is being built.</p>
    </ConsoleFrame>
  );
}
