import type { ChatMode } from "@/src/lib/chat/conversation";
import { getMessages } from "@/src/lib/i18n";
import { ChatView } from "@/src/ui/chat/chat-view";
import { definePage } from "../page-kit";

/** /chat is the guided conversation, /chat/ai the one that starts with the patient's question. */
const MODES: Record<string, ChatMode> = { "": "guided", ai: "assistant" };

/**
 * The same HTML for everyone: the conversation runs in the browser, so the page is cached. Any
 * other path under /chat is the 404 page.
 */
const chat = definePage({
  route: "chat",
  load: ({ params }) => MODES[(params.rest ?? []).join("/")] ?? null,
  linkParams: (mode) => ({ rest: mode === "assistant" ? "ai" : "" }),
  meta: (mode, { locale }) => {
    const m = getMessages(locale);
    return {
      title: mode === "assistant" ? m.chat.metaTitleAi : m.chat.metaTitle,
      description: m.chat.description,
    };
  },
  view: (mode, { locale }) => <ChatView m={getMessages(locale)} locale={locale} mode={mode} />,
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { chat };
