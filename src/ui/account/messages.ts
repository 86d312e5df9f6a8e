import type { Messages } from "@/src/lib/i18n";

/** The message slice the account UI receives from the server-rendered header. */
export type AccountMessages = Omit<Messages["auth"], "server" | "shared"> & { close: string };

export function accountMessages(m: Messages): AccountMessages {
  const { server: _server, shared: _shared, ...ui } = m.auth;
  return { ...ui, close: m.common.close };
}
