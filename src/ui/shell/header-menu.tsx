"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from "react";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { ChevronDownIcon, MenuIcon } from "@/src/ui/icons";
import type { MenuLinksProps, SideDrawerProps } from "./menu-panels";

export type GroupKey = keyof MenuGroups["all"];
/** The groups in their order; their links, 'view all' too, come from the server (HI-14). */
export const GROUPS: { key: GroupKey }[] = [
  { key: "departments" },
  { key: "conditions" },
  { key: "treatments" },
];

/**
 * The menus' panels (the dropdowns' links, the side drawer) load on demand (SH-40): on the first
 * sign of intent (a pointer over the buttons, their focus, a touch) and at the latest on the
 * first opening. Their buttons are here, rendered with the page, so nothing moves when the code
 * arrives, and the keyboard reaches them from the first paint. A failed download is forgotten,
 * so that the next opening tries again.
 */
type Panels = {
  MenuLinks: ComponentType<MenuLinksProps>;
  SideDrawer: ComponentType<SideDrawerProps>;
};
let panels: Promise<Panels> | null = null;
function loadPanels(): Promise<Panels> {
  panels ??= import("./menu-panels").catch((error: unknown) => {
    panels = null;
    throw error;
  });
  return panels;
}
export function preloadMenus(): void {
  loadPanels().catch(() => {});
}

/** The panels' module once it is here (after `wanted` turned true), else null. */
function usePanels(wanted: boolean): Panels | null {
  const [loaded, setLoaded] = useState<Panels | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadPanels().then(
      (mod) => live && setLoaded(mod),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

/**
 * The header menu's three groups on wide screens: a dropdown each, which closes on route change
 * (SH-32), on an outside click, and on Escape, which gives focus back to the group's button.
 */
export function HeaderMenu({ groups, m }: { groups: MenuGroups; m: Messages["shell"]["menu"] }) {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<GroupKey | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef<Partial<Record<GroupKey, HTMLButtonElement | null>>>({});
  const loaded = usePanels(openGroup !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setOpenGroup(null);
  }, [pathname]);

  useEffect(() => {
    if (!openGroup) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenGroup(null);
      buttons.current[openGroup]?.focus();
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
  }, [openGroup]);

  return (
    <nav
      ref={navRef}
      aria-label={m.title}
      className="hidden lg:block"
      data-testid="header-menu"
      onPointerOver={preloadMenus}
      onFocus={preloadMenus}
    >
      <ul className="flex items-center gap-1">
        {GROUPS.map(({ key }) => (
          <li key={key} className="relative">
            <button
              type="button"
              ref={(el) => {
                buttons.current[key] = el;
              }}
              className="flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              aria-expanded={openGroup === key}
              aria-controls={`menu-${key}`}
              onClick={() => setOpenGroup(openGroup === key ? null : key)}
            >
              {m[key]}
              <ChevronDownIcon size={16} />
            </button>
            {/* Rendered when opened (its links are not in every page's HTML), once its code is
                here: until then nothing shows, rather than an empty box. */}
            <div
              id={`menu-${key}`}
              hidden={openGroup !== key || !loaded}
              className="absolute left-0 top-full z-40 mt-2"
            >
              {openGroup === key && loaded ? (
                <loaded.MenuLinks group={key} links={groups[key]} allHref={groups.all[key]} m={m} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The side menu's button on phones; the drawer itself (./menu-panels.tsx) loads on demand and is
 * rendered on its first opening, then kept (closed, inert) for its slide. It closes on route
 * change; the drawer closes it on Escape and on the backdrop and gives focus back to this button.
 */
export function SideMenu({
  groups,
  m,
  language,
  locale,
}: {
  groups: MenuGroups;
  m: Messages["shell"]["menu"];
  language: Pick<Messages["shell"]["language"], "label" | "en" | "hi" | "enShort" | "hiShort">;
  locale: Locale;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // The drawer is rendered on its first opening, not in every page's HTML: the groups are in the
  // page data already (crawlers find the same pages through the footer's hubs and the sitemap).
  const [used, setUsed] = useState(false);
  const loaded = usePanels(used);
  const drawerId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  // Stable: the drawer's focus effect runs when it opens and closes, not on every render.
  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={m.open}
        aria-expanded={open}
        aria-controls={drawerId}
        ref={openerRef}
        onPointerOver={preloadMenus}
        onTouchStart={preloadMenus}
        onFocus={preloadMenus}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="side-menu-button"
      >
        <MenuIcon />
      </button>
      {loaded ? (
        <loaded.SideDrawer
          id={drawerId}
          open={open}
          onClose={close}
          openerRef={openerRef}
          groups={groups}
          m={m}
          language={language}
          locale={locale}
        />
      ) : null}
    </>
  );
}
