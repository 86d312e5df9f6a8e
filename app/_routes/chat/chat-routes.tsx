import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import type { PageModule } from "@/src/ui/page/page-module";
import type { ChatMode } from "@/src/lib/chat/conversation";
import { getMessages } from "@/src/lib/i18n";
import { ChatView } from "@/src/ui/chat/chat-view";
import { routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

type Props = { params: Promise<{ locale: Locale; rest?: string[] }> };

/** /chat is the guided conversation, /chat/ai the one that starts with the patient's question. */
const MODES: Record<string, ChatMode> = { "": "guided", ai: "assistant" };

async function modeOf(params: Props["params"]): Promise<ChatMode | undefined> {
  return MODES[((await params).rest ?? []).join("/")];
}

async function chatMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "chat");
  const mode = await modeOf(params);
  const m = getMessages(locale);
  if (!mode) return { title: m.errors.notFound.title };
  return {
    title: mode === "assistant" ? m.chat.metaTitleAi : m.chat.metaTitle,
    description: m.chat.description,
    ...routeMetadata(route, locale, { rest: mode === "assistant" ? "ai" : "" }),
  };
}

async function ChatPage({ params }: Props) {
  const { locale, route } = await resolvePage(params, "chat");
  const mode = await modeOf(params);
  if (!mode) return <NotFoundPage />;
  return (
    <PageSettings route={route} locale={locale}>
      <ChatView m={getMessages(locale)} locale={locale} mode={mode} />
    </PageSettings>
  );
}

/**
 * The routes of this module, by registry id (the generated page files render them). The same
 * HTML for everyone: the conversation runs in the browser, so the page is cached.
 */
export const pages = {
  chat: { render: ChatPage, metadata: chatMetadata },
} satisfies PageModule;
