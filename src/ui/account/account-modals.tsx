"use client";

import { lazy, type ReactNode, Suspense, use, useCallback, useState } from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import type { Locale } from "@/src/lib/i18n";
import { ModalErrorBoundary } from "@/src/ui/lazy-modal";
import type { AccountMessages } from "./messages";

/**
 * The account corner's modals (AU-21, AU-22, AU-27), loaded on demand by ./account-entry.tsx
 * with the first one asked for. The modals and their words load on demand too, so content pages
 * do not ship them up front (the first-load JavaScript budget). A failed lazy() or import stays
 * failed, so a failure (ModalErrorBoundary) makes fresh ones: the next open retries.
 */
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

export type Open = null | "login" | "location" | "personal" | "profile" | "logout";

export interface AccountModalsProps {
  open: Open;
  credentials: Credentials | null;
  locale: Locale;
  onClose: () => void;
  onLoggedIn: (fresh: Credentials) => void;
}

/** The open modal of the account corner; kept mounted once loaded, so its lazy() modals stay. */
export function AccountModals({
  open,
  credentials,
  locale,
  onClose,
  onLoggedIn,
}: AccountModalsProps) {
  const [{ LoginModal, LocationModal, ProfileModal, LogoutModal }, setModals] =
    useState(lazyModals);
  const onModalError = useCallback(() => {
    wordsByLocale.clear();
    setModals(lazyModals());
    onClose();
  }, [onClose]);
  if (!open) return null;
  return (
    // Keyed by the open modal, so a failure is forgotten once that modal has closed.
    <ModalErrorBoundary key={open} onError={onModalError}>
      <Suspense fallback={null}>
        <WithWords locale={locale}>
          {(words) => (
            <>
              {open === "login" ? (
                <LoginModal m={words} onClose={onClose} onLoggedIn={onLoggedIn} />
              ) : null}
              {open === "location" || open === "personal" ? (
                <LocationModal
                  m={words}
                  credentials={credentials}
                  needName={
                    open === "personal" ||
                    (open === "location" && !!credentials && !credentials.name)
                  }
                  onClose={onClose}
                  locale={locale}
                />
              ) : null}
              {open === "profile" && credentials ? (
                <ProfileModal m={words} credentials={credentials} onClose={onClose} />
              ) : null}
              {open === "logout" ? <LogoutModal m={words} onClose={onClose} /> : null}
            </>
          )}
        </WithWords>
      </Suspense>
    </ModalErrorBoundary>
  );
}
