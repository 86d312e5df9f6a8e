import type { ReactNode } from "react";
import { keepAliveAction, signOutAction } from "@/app/console/actions";
import { idleSecondsFor } from "@/src/server/staff/session";
import type { StaffMember } from "@/src/server/staff/session";
import { ConsoleShell } from "@/src/ui/console/shell";

/** A signed-in console page: the shell around its title and content. */
export function ConsoleFrame({
  staff,
  section,
  title,
  actions,
  children,
}: {
  staff: StaffMember;
  section: string;
  title: string;
  /** Buttons beside the title (export, filters). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ConsoleShell
      staff={staff}
      current={section}
      signOut={signOutAction}
      idle={{ seconds: idleSecondsFor(staff.role), keepAlive: keepAliveAction }}
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
        {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </ConsoleShell>
  );
}
