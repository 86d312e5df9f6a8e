"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Messages } from "@/src/lib/i18n";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "@/src/ui/icons";

type GroupKey = keyof MenuGroups;
const GROUPS: { key: GroupKey; allHref: string }[] = [
  { key: "departments", allHref: "/departments" },
  { key: "conditions", allHref: "/condition" },
  { key: "treatments", allHref: "/treatment" },
];
const VIEW_ALL: Record<GroupKey, keyof Messages["shell"]["menu"]> = {
  departments: "viewAllDepartments",
  conditions: "viewAllConditions",
  treatments: "viewAllTreatments",
};

/**
 * The header menu (three groups) on desktop and the side menu on phones. Both close on route
 * change (spec §2), on Escape, and the desktop dropdown on an outside click.
 */
export function HeaderMenu({ groups, m }: { groups: MenuGroups; m: Messages["shell"]["menu"] }) {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<GroupKey | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is rendered on its first opening, not in every page's HTML: the groups are in the
  // page data already (crawlers find the same pages through the footer's hubs and the sitemap).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const drawerId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setOpenGroup(null);
    setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpenGroup(null);
        setDrawerOpen(false);
      }
    };
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, []);

  // The drawer is a modal dialog: lock the page's scroll, move focus into it, and give focus back
  // to the menu button when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (drawerOpen) {
      document.body.style.overflow = "hidden";
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      document.body.style.overflow = "";
      openerRef.current?.focus();
    }
    wasOpen.current = drawerOpen;
    return () => {
      document.body.style.overflow = "";
    };
  }, [drawerOpen]);

  return (
    <>
      <nav ref={navRef} aria-label={m.title} className="hidden lg:block" data-testid="header-menu">
        <ul className="flex items-center gap-1">
          {GROUPS.map(({ key, allHref }) => (
            <li key={key} className="relative">
              <button
                type="button"
                className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                aria-expanded={openGroup === key}
                aria-controls={`menu-${key}`}
                onClick={() => setOpenGroup(openGroup === key ? null : key)}
              >
                {m[key]}
                <ChevronDownIcon size={16} />
              </button>
              <div
                id={`menu-${key}`}
                hidden={openGroup !== key}
                className="absolute left-0 top-full z-40 mt-2 w-[34rem] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
              >
                {/* Rendered when opened, like the side menu: not in every page's HTML. */}
                {openGroup === key ? (
                  <>
                    <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
                      {groups[key].map((link) => (
                        <li key={link.href}>
                          <Link prefetch={false} href={link.href} className="menu-link">
                            {link.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    <Link
                      prefetch={false}
                      href={allHref}
                      className="mt-3 inline-block px-2 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {m[VIEW_ALL[key]]} →
                    </Link>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </nav>

      <button
        type="button"
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={m.open}
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        ref={openerRef}
        onClick={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
        data-testid="side-menu-button"
      >
        <MenuIcon />
      </button>
      {drawerUsed ? (
        <div
          className={`fixed inset-0 z-50 lg:hidden ${drawerOpen ? "" : "pointer-events-none"}`}
          aria-hidden={!drawerOpen}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users have the close button and Escape */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
          <div
            className={`absolute inset-0 bg-slate-900/40 transition-opacity ${drawerOpen ? "opacity-100" : "opacity-0"}`}
            onClick={() => setDrawerOpen(false)}
          />
          <div
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label={m.title}
            inert={!drawerOpen}
            data-testid="side-menu"
            className={`absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col bg-white shadow-2xl transition-transform ${drawerOpen ? "translate-x-0" : "-translate-x-full"}`}
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <span className="text-base font-bold text-brand-800">{m.title}</span>
              <button
                type="button"
                className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
                aria-label={m.close}
                ref={closeRef}
                onClick={() => setDrawerOpen(false)}
              >
                <CloseIcon />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-2 py-2">
              {GROUPS.map(({ key, allHref }) => (
                <details
                  key={key}
                  className="group border-b border-slate-100 py-1"
                  open={key === "departments"}
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50">
                    {m[key]}
                    <ChevronDownIcon
                      size={18}
                      className="transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ul className="pb-2">
                    {groups[key].map((link) => (
                      <li key={link.href}>
                        <Link
                          prefetch={false}
                          href={link.href}
                          className="block rounded-md px-5 py-2 text-[15px] text-slate-700 hover:bg-brand-50"
                        >
                          {link.name}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link
                        prefetch={false}
                        href={allHref}
                        className="block px-5 py-2 text-[15px] font-semibold text-brand-700"
                      >
                        {m[VIEW_ALL[key]]} →
                      </Link>
                    </li>
                  </ul>
                </details>
              ))}
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
