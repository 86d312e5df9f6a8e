import type { Messages } from "@/src/lib/i18n";

/** The words the account modals use; they load with the modals (./modal-messages.ts). */
export type AccountMessages = Omit<Messages["auth"], "server" | "shared"> & { close: string };

export function accountMessages(auth: Messages["auth"], close: string): AccountMessages {
  const { server: _server, shared: _shared, ...ui } = auth;
  return { ...ui, close };
}

/** The few words the header's account corner shows before any modal opens. */
export interface AccountEntryMessages {
  defaultCity: string;
  headerButton: string;
  loginOpen: string;
  menu: Messages["auth"]["menu"];
}

export function accountEntryMessages(m: Messages): AccountEntryMessages {
  return {
    defaultCity: m.auth.location.defaultCity,
    headerButton: m.auth.location.headerButton,
    loginOpen: m.auth.login.open,
    menu: m.auth.menu,
  };
}
