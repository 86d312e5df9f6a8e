"use client";

import Link from "next/link";
import { type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { MenuGroups, MenuLink } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { ChevronDownIcon, CloseIcon } from "@/src/ui/icons";
import { GROUPS, type GroupKey } from "./header-menu";
import { LanguageSwitch } from "./language-switch";

/**
 * The header menus' panels, loaded on demand by ./header-menu.tsx (SH-40): the first-load
 * JavaScript of every page carries only the menus' buttons.
 */

const VIEW_ALL: Record<GroupKey, keyof Messages["shell"]["menu"]> = {
  departments: "viewAllDepartments",
  conditions: "viewAllConditions",
  treatments: "viewAllTreatments",
};

export interface MenuLinksProps {
  group: GroupKey;
  links: MenuLink[];
  /** The group's 'view all' page. */
  allHref: string;
  m: Messages["shell"]["menu"];
}

/** One wide-screen dropdown's links and its 'view all'. */
export function MenuLinks({ group, links, allHref, m }: MenuLinksProps) {
  return (
    <div className="w-[34rem] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl">
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
        {links.map((link) => (
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
        {m[VIEW_ALL[group]]} →
      </Link>
    </div>
  );
}

const DRAWER_LINK = "flex min-h-11 items-center rounded-md px-5 py-2 text-base";

export interface SideDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The side menu's button: focus goes back to it when the drawer closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
  groups: MenuGroups;
  m: Messages["shell"]["menu"];
  language: Pick<Messages["shell"]["language"], "label" | "en" | "hi" | "enShort" | "hiShort">;
  locale: Locale;
}

/**
 * The side menu on phones: a modal drawer with the direct links (doctors, hospitals, insurance,
 * second opinion, My data: SH-43), the three groups and the language switch. It is
 * portalled to <body>, so no filter or transform on the header can become its containing block
 * and cut it to the header's height. It closes on Escape and on the backdrop; it locks the
 * page's scroll, keeps Tab inside, and gives focus back to its button.
 */
export function SideDrawer({
  id,
  open,
  onClose,
  openerRef,
  groups,
  m,
  language,
  locale,
}: SideDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      document.body.style.overflow = "hidden";
      closeRef.current?.focus();
      const onKey = (e: KeyboardEvent) => {
        if (e.key === "Escape") onClose();
        if (e.key === "Tab") keepTabInside(e, panelRef.current);
      };
      document.addEventListener("keydown", onKey);
      wasOpen.current = true;
      return () => {
        document.removeEventListener("keydown", onKey);
        document.body.style.overflow = "";
      };
    }
    if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = false;
  }, [open, onClose, openerRef]);

  return createPortal(
    <div
      className={`fixed inset-0 z-50 lg:hidden ${open ? "" : "pointer-events-none"}`}
      aria-hidden={!open}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users have the close button and Escape */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div
        className={`absolute inset-0 bg-slate-900/40 transition-opacity ${open ? "opacity-100" : "opacity-0"}`}
        onClick={onClose}
      />
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={m.title}
        inert={!open}
        data-testid="side-menu"
        className={`absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col bg-white shadow-2xl transition-transform ${open ? "translate-x-0" : "-translate-x-full"}`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 py-2 pl-4 pr-2">
          <span className="text-base font-bold text-brand-800">{m.title}</span>
          <button
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label={m.close}
            ref={closeRef}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-2 py-2">
          {/* What a patient looks for first (SH-43), above the catalogue's groups. */}
          <ul data-testid="side-menu-quick" className="border-b border-slate-100 pb-2">
            {groups.quick.map((link) => (
              <li key={link.key}>
                <Link
                  prefetch={false}
                  href={link.href}
                  className="flex min-h-11 items-center rounded-lg px-3 py-2 text-base font-semibold text-slate-800 hover:bg-brand-50"
                  data-menu={link.key}
                >
                  {m[link.key]}
                </Link>
              </li>
            ))}
          </ul>
          {GROUPS.map(({ key }) => (
            <details
              key={key}
              className="group border-b border-slate-100 py-1"
              open={key === "departments"}
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2 text-base font-semibold text-slate-800 hover:bg-slate-50">
                {m[key]}
                <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <ul className="pb-2">
                {groups[key].map((link) => (
                  <li key={link.href}>
                    <Link
                      prefetch={false}
                      href={link.href}
                      className={`${DRAWER_LINK} text-slate-700 hover:bg-brand-50`}
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    prefetch={false}
                    href={groups.all[key]}
                    className={`${DRAWER_LINK} font-semibold text-brand-700`}
                  >
                    {m[VIEW_ALL[key]]} →
                  </Link>
                </li>
              </ul>
            </details>
          ))}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          <span className="text-sm text-slate-600">{language.label}</span>
          <LanguageSwitch
            locale={locale}
            m={language}
            className="flex min-h-11 items-center rounded-lg px-4 text-base font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            testId="side-menu-language"
          />
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab wrap around inside a modal panel instead of leaving it. */
function keepTabInside(e: KeyboardEvent, panel: HTMLElement | null) {
  if (!panel) return;
  const focusable = [
    ...panel.querySelectorAll<HTMLElement>("a[href], button, summary, [tabindex='0']"),
  ].filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
