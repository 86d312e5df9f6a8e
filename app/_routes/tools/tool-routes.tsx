import { getMessages } from "@/src/lib/i18n";
import { TOOL_VIEWS, type ToolViewId } from "@/src/ui/tools/tool-views";
import { definePage, registryNode } from "../page-kit";

/** Each tool route's title and description in the locale files (messages `tools`). */
const TEXT_KEY = { bmi: "bmi", "medical-loan": "emi", "second-opinion": "secondOpinion" } as const;

/**
 * A tool or service page in its registry shell: static, with the page's
 * settings (page type, variant) for its lead forms and its WebPage JSON-LD.
 */
function toolPage<R extends ToolViewId>(routeId: R) {
  const textOf = (locale: "en" | "hi") => getMessages(locale).tools[TEXT_KEY[routeId]];
  return definePage({
    route: routeId,
    load: () => ({}),
    meta: (_, { locale }) => ({
      title: textOf(locale).title,
      description: textOf(locale).description,
    }),
    breadcrumb: (_, { locale }) => ({
      home: getMessages(locale).tools.home,
      [routeId]: textOf(locale).title,
    }),
    jsonLd: (_, { route, locale }) => [
      registryNode(route, { name: textOf(locale).title, description: textOf(locale).description }),
    ],
    view: (_, { locale, trail }) => {
      const View = TOOL_VIEWS[routeId as ToolViewId];
      const messages = getMessages(locale);
      return <View locale={locale} m={messages.tools} medical={messages.medical} trail={trail} />;
    },
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  bmi: toolPage("bmi"),
  "medical-loan": toolPage("medical-loan"),
  "second-opinion": toolPage("second-opinion"),
};
