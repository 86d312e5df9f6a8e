"use client";

import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import { format } from "@/src/lib/i18n/format";
import { ChevronDownIcon, MapPinIcon } from "@/src/ui/icons";
import type { Locale } from "@/src/lib/i18n";
import type { AccountModalsProps, Open } from "./account-modals";
import { notifyCredentialsChanged, useCredentials } from "./credentials-store";
import type { AccountEntryMessages } from "./messages";
import { useStoredCity } from "./selected-city";
import { useCityNameIn } from "@/src/ui/catalog/use-city-name";
import type { CityOption } from "@/src/lib/lead/options";

// The modals' orchestration (./account-modals.tsx) loads on demand, on the first sign of intent
// (a pointer over the corner, its focus, a touch) and at the latest with the first modal asked
// for (SH-41); the modals themselves and their words load after it. A failed download is
// forgotten, so that the next click tries again.
let modals: Promise<ComponentType<AccountModalsProps>> | null = null;
function loadModals(): Promise<ComponentType<AccountModalsProps>> {
  modals ??= import("./account-modals").then(
    (mod) => mod.AccountModals,
    (error: unknown) => {
      modals = null;
      throw error;
    },
  );
  return modals;
}
function preloadModals(): void {
  loadModals().catch(() => {});
}
/** The corner's buttons start the download on intent. */
const INTENT = {
  onPointerOver: preloadModals,
  onTouchStart: preloadModals,
  onFocus: preloadModals,
} as const;

/**
 * The header's account corner (AU-21, AU-22, AU-27): the chosen city (opens the location modal),
 * and a Login button for visitors or the user's name with a menu (Profile, Location, Logout). It
 * reads the credentials cookie in the browser, so the server sends the same HTML to everyone.
 */
export function AccountEntry({ m, locale }: { m: AccountEntryMessages; locale: Locale }) {
  const credentials = useCredentials();
  const storedCity = useStoredCity();
  const [open, setOpen] = useState<Open>(null);
  const [Modals, setModals] = useState<ComponentType<AccountModalsProps> | null>(null);
  const close = () => setOpen(null);
  const chosen = credentials?.selectedCity ?? storedCity;
  const chosenName = chosen?.cityname;
  const chosenId = chosen?.cityid;
  // A city tile on a Hindi page stores the city's Hindi name: an English page asks the city list
  // for its English one (the list loads only then, HI-17).
  const [listedName, setListedName] = useState<string | null>(null);
  useEffect(() => {
    setListedName(null);
    if (locale !== "en" || !chosenName || !/[\u0900-\u097F]/.test(chosenName)) return;
    let live = true;
    import("@/src/ui/lead-form/remote")
      .then(({ loadOnce }) => loadOnce<CityOption[]>("/api/cities"))
      .then(
        (cities) =>
          live && setListedName(cities.find((c) => c.CityId === chosenId)?.CityName ?? null),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [locale, chosenName, chosenId]);
  // The chosen city as this page's language writes it (Devanagari on a Hindi page, HI-18).
  const localName = useCityNameIn(locale, chosenName ? { name: chosenName } : null);
  const cityName = listedName ?? localName ?? chosenName ?? m.defaultCity;

  useEffect(() => {
    if (!open || Modals) return;
    let live = true;
    loadModals().then(
      (component) => live && setModals(() => component),
      () => live && setOpen(null),
    );
    return () => {
      live = false;
    };
  }, [open, Modals]);

  const onLoggedIn = (fresh: Credentials) => {
    notifyCredentialsChanged();
    // AU-14: a profile without a name asks for name and city next
    setOpen(fresh.name ? null : "personal");
  };

  return (
    // min-w-0: on a narrow phone the city's name gives way (truncated), not the logo's room.
    <div className="flex min-w-0 items-center gap-0 sm:gap-2" data-testid="account-entry">
      <button
        type="button"
        {...INTENT}
        onClick={() => setOpen("location")}
        className="flex min-h-11 min-w-0 max-w-[10rem] items-center gap-0.5 rounded-lg px-1 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:max-w-[11rem] sm:gap-1 sm:px-2"
        aria-label={format(m.headerButton, { city: cityName })}
        // A long name (Thiruvananthapuram) is cut with an ellipsis on a phone: the whole name on
        // hover and long press (SH-45).
        title={cityName}
        data-testid="header-city"
      >
        <MapPinIcon size={18} className="shrink-0 text-brand-700" />
        <span className="truncate">{cityName}</span>
      </button>
      {credentials ? (
        <AccountMenu m={m.menu} name={credentials.name} onPick={(choice) => setOpen(choice)} />
      ) : (
        <button
          type="button"
          {...INTENT}
          onClick={() => setOpen("login")}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 p-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
          data-testid="header-login"
        >
          <UserIcon className="sm:hidden" />
          <span className="sr-only sm:not-sr-only">{m.loginOpen}</span>
        </button>
      )}
      {Modals ? (
        <Modals
          open={open}
          credentials={credentials}
          locale={locale}
          onClose={close}
          onLoggedIn={onLoggedIn}
        />
      ) : null}
    </div>
  );
}

function AccountMenu({
  m,
  name,
  onPick,
}: {
  m: AccountEntryMessages["menu"];
  name: string | null;
  onPick: (choice: "profile" | "location" | "logout") => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const label = name ?? m.fallbackName;

  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setExpanded(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setExpanded(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [expanded]);

  const items: { key: "profile" | "location" | "logout"; text: string }[] = [
    { key: "profile", text: m.profile },
    { key: "location", text: m.location },
    { key: "logout", text: m.logout },
  ];

  return (
    <div ref={ref} className="relative">
      <button
        ref={button}
        type="button"
        {...INTENT}
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-controls={menuId}
        aria-label={format(m.button, { name: label })}
        className="flex min-h-11 items-center gap-1.5 rounded-full border border-slate-200 py-1 pl-1 pr-2 text-sm font-semibold text-ink hover:bg-slate-50"
        data-testid="account-menu-button"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          {label.trim().charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-[8rem] truncate sm:inline" data-testid="account-name">
          {label}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      <ul
        id={menuId}
        hidden={!expanded}
        className="absolute right-0 top-full z-40 mt-2 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
        data-testid="account-menu"
      >
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => {
                setExpanded(false);
                onPick(item.key);
              }}
              className="block w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900"
              data-testid={`account-menu-${item.key}`}
            >
              {item.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A person outline: the phone-size Login button (the word shows from the sm breakpoint). */
function UserIcon({ className }: { className?: string }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}
