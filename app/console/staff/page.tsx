import type { Metadata } from "next";
import { getDb } from "@/src/db";
import { reviewerLinks, reviewerProfiles } from "@/src/server/content-editing/reviewers";
import { listStaff } from "@/src/server/staff/accounts";
import { requireStaff } from "@/src/server/staff/session";
import { AddStaffForm, ReviewerLinkForm, StaffRowActions } from "@/src/ui/console/staff-forms";
import { ConsoleFrame } from "../_ui/frame";
import { addStaffAction, linkReviewerAction, staffRowAction } from "./actions";

export const metadata: Metadata = { title: "Staff" };

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default async function StaffPage() {
  const staff = await requireStaff("staff.manage");
  const db = getDb();
  const [people, profiles, links] = await Promise.all([
    listStaff(db),
    reviewerProfiles(db),
    reviewerLinks(db),
  ]);
  return (
    <ConsoleFrame staff={staff} section="/console/staff" title="Staff">
      <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">Invite someone</h2>
        <AddStaffForm action={addStaffAction} />
      </section>
      <ul className="space-y-3" data-testid="staff-list">
        {people.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <strong className="break-all">{p.email}</strong>
              <span className="text-sm text-slate-700">{p.name}</span>
              <span className="rounded bg-slate-100 px-2 text-sm">{p.role}</span>
              <span
                className={`rounded px-2 text-sm ${
                  p.state === "active"
                    ? "bg-teal-50 text-teal-900"
                    : p.state === "disabled"
                      ? "bg-red-50 text-red-900"
                      : "bg-amber-50 text-amber-950"
                }`}
              >
                {p.state}
              </span>
              <span className="text-xs text-slate-600">
                last active {p.lastActiveAt ? dateTime.format(p.lastActiveAt) : "never"}
              </span>
            </div>
            <StaffRowActions
              action={staffRowAction}
              id={p.id}
              email={p.email}
              cities={p.cities.join(", ")}
              disabled={p.state === "disabled"}
            />
            {p.role === "reviewer" ? (
              <ReviewerLinkForm
                action={linkReviewerAction}
                id={p.id}
                email={p.email}
                linked={links.get(p.id) ?? null}
                profiles={profiles}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}
