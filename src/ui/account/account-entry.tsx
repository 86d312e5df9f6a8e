"use client";

import {
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import { format } from "@/src/lib/i18n/format";
import { ChevronDownIcon, MapPinIcon } from "@/src/ui/icons";
import { ModalErrorBoundary } from "@/src/ui/lazy-modal";
import { notifyCredentialsChanged, useCredentials } from "./credentials-store";
import type { Locale } from "@/src/lib/i18n";
import type { AccountEntryMessages, AccountMessages } from "./messages";
import { useStoredCity } from "./selected-city";

// The modals and their words load on demand, so content pages do not ship them up front (the
// first-load JavaScript budget). A failed lazy() or import stays failed, so a failure
// (ModalErrorBoundary) makes fresh ones: the next open retries.
function lazyModals() {
  return {
    LoginModal: lazy(() => import("./login-modal")),
    LocationModal: lazy(() => import("./location-modal")),
    ProfileModal: lazy(() => import("./profile-modal")),
    LogoutModal: lazy(() => import("./logout-modal")),
  };
}

const wordsByLocale = new Map<Locale, Promise<AccountMessages>>();

/** The modals' words in the page's language, fetched with the first modal that opens. */
function modalWords(locale: Locale): Promise<AccountMessages> {
  let words = wordsByLocale.get(locale);
  if (!words) {
    words = import("./modal-messages").then((mod) => mod.modalMessages(locale));
    wordsByLocale.set(locale, words);
  }
  return words;
}

/** Suspends until the modals' words are here, then renders the modal with them. */
function WithWords({
  locale,
  children,
}: {
  locale: Locale;
  children: (m: AccountMessages) => ReactNode;
}) {
  return children(use(modalWords(locale)));
}

type Open = null | "login" | "location" | "personal" | "profile" | "logout";

/**
 * The header's account corner (AU-21, AU-22, AU-27): the chosen city (opens the location modal),
 * and a Login button for visitors or the user's name with a menu (Profile, Location, Logout). It
 * reads the credentials cookie in the browser, so the server sends the same HTML to everyone.
 */
export function AccountEntry({ m, locale }: { m: AccountEntryMessages; locale: Locale }) {
  const credentials = useCredentials();
  const storedCity = useStoredCity();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const [{ LoginModal, LocationModal, ProfileModal, LogoutModal }, setModals] =
    useState(lazyModals);
  const onModalError = useCallback(() => {
    wordsByLocale.clear();
    setModals(lazyModals());
    setOpen(null);
  }, []);
  const cityName = credentials?.selectedCity?.cityname ?? storedCity?.cityname ?? m.defaultCity;

  const onLoggedIn = (fresh: Credentials) => {
    notifyCredentialsChanged();
    // AU-14: a profile without a name asks for name and city next
    setOpen(fresh.name ? null : "personal");
  };

  return (
    // min-w-0: on a narrow phone the city's name gives way (truncated), not the logo's room.
    <div className="flex min-w-0 items-center gap-1 sm:gap-2" data-testid="account-entry">
      <button
        type="button"
        onClick={() => setOpen("location")}
        className="flex min-h-11 min-w-0 max-w-[10rem] items-center gap-0.5 rounded-lg px-1 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:max-w-[11rem] sm:gap-1 sm:px-2"
        aria-label={format(m.headerButton, { city: cityName })}
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
          onClick={() => setOpen("login")}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 p-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
          data-testid="header-login"
        >
          <UserIcon className="sm:hidden" />
          <span className="sr-only sm:not-sr-only">{m.loginOpen}</span>
        </button>
      )}
      {/* Keyed by the open modal, so a failure is forgotten once that modal has closed. */}
      <ModalErrorBoundary key={open ?? "none"} onError={onModalError}>
        <Suspense fallback={null}>
          {open ? (
            <WithWords locale={locale}>
              {(words) => (
                <>
                  {open === "login" ? (
                    <LoginModal m={words} onClose={close} onLoggedIn={onLoggedIn} />
                  ) : null}
                  {open === "location" || open === "personal" ? (
                    <LocationModal
                      m={words}
                      credentials={credentials}
                      needName={
                        open === "personal" ||
                        (open === "location" && !!credentials && !credentials.name)
                      }
                      onClose={close}
                    />
                  ) : null}
                  {open === "profile" && credentials ? (
                    <ProfileModal m={words} credentials={credentials} onClose={close} />
                  ) : null}
                  {open === "logout" ? <LogoutModal m={words} onClose={close} /> : null}
                </>
              )}
            </WithWords>
          ) : null}
        </Suspense>
      </ModalErrorBoundary>
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
