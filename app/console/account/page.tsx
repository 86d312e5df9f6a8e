import type { Metadata } from "next";
import { requireStaff } from "@/src/server/staff/session";
import { ConsoleFrame } from "../_ui/frame";

export const metadata: Metadata = { title: "Your account" };

/** Where a role without a section of its own lands (editors and reviewers, for now). */
export default async function AccountPage() {
  const staff = await requireStaff();
  return (
    <ConsoleFrame staff={staff} section="/console/account" title="Your account">
      <dl className="grid max-w-lg grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <dt className="text-slate-600">Name</dt>
        <dd>{staff.name}</dd>
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all">{staff.email}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd>{staff.role}</dd>
        <dt className="text-slate-600">Cities</dt>
        <dd>{staff.cities.length ? staff.cities.join(", ") : "all"}</dd>
      </dl>
      <p className="mt-4 max-w-lg text-sm text-slate-700">
        To change your password or authenticator, ask an admin to reset your account: you get a new
        setup link and are signed out everywhere.
      </p>
    </ConsoleFrame>
  );
}
