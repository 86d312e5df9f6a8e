import Link from "next/link";
import type { ReactNode } from "react";
import { can, type StaffRoleName } from "@/src/lib/console/permissions";
import { IDLE_WARNING_SECONDS } from "@/src/lib/console/session-idle";
import { IdleWarning } from "./idle-warning";
import { CONSOLE_SECTIONS } from "./nav";

/**
 * The frame of every signed-in console page: the sections this role may open (a scrolling tab
 * strip on a phone, no script needed) and the sign-out button.
 */
export function ConsoleShell({
  staff,
  current,
  signOut,
  idle,
  children,
}: {
  staff: { name: string; email: string; role: StaffRoleName };
  /** The section's href, to mark it current. */
  current: string;
  signOut: () => Promise<void>;
  /** The role's idle limit and the action that keeps the session (CS-104). */
  idle?: { seconds: number; keepAlive: () => Promise<boolean> };
  children: ReactNode;
}) {
  const sections = CONSOLE_SECTIONS.filter((s) => can(staff.role, s.action));
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:px-6">
          <Link href="/console" className="font-semibold text-teal-800">
            Vaidya care team
          </Link>
          <span
            className="ml-auto hidden text-sm text-slate-600 sm:inline"
            data-testid="console-user"
          >
            {staff.name} · {staff.role}
          </span>
          <form action={signOut} className="ml-auto sm:ml-0">
            <button
              type="submit"
              className="min-h-11 rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-100"
            >
              Sign out
            </button>
          </form>
        </div>
        <nav
          aria-label="Console sections"
          className="mx-auto max-w-7xl overflow-x-auto px-1 sm:px-4"
        >
          <ul className="flex gap-1 whitespace-nowrap">
            {sections.map((s) => {
              const active = current === s.href;
              return (
                <li key={s.href}>
                  <Link
                    href={s.href}
                    aria-current={active ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm ${
                      active
                        ? "border-teal-700 font-semibold text-teal-900"
                        : "border-transparent text-slate-700 hover:text-slate-950"
                    }`}
                  >
                    {s.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-3 py-4 sm:px-6">
        {children}
      </main>
      {idle ? (
        <IdleWarning
          idleSeconds={idle.seconds}
          warningSeconds={IDLE_WARNING_SECONDS}
          keepAlive={idle.keepAlive}
        />
      ) : null}
    </>
  );
}
