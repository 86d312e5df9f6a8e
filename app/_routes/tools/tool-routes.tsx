import { JsonLd } from "@/src/ui/page/json-ld";
import type { Locale } from "@/src/lib/i18n";
import type { PageDefinition, PageModule } from "@/src/ui/page/page-module";
import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { hrefFor } from "@/src/lib/page-registry";
import { jsonLd, routeMetadata } from "@/src/ui/page/metadata";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { TOOL_VIEWS, type ToolViewId } from "@/src/ui/tools/tool-views";

export type ToolPageProps = { params: Promise<{ locale: Locale }> };

/** Each tool route's title and description in the locale files (messages `tools`). */
const TEXT_KEY = { bmi: "bmi", "medical-loan": "emi", "second-opinion": "secondOpinion" } as const;

async function load(params: ToolPageProps["params"], routeId: ToolViewId) {
  const { locale, route } = await resolvePage(params, routeId);
  const messages = getMessages(locale);
  return { locale, route, messages, text: messages.tools[TEXT_KEY[routeId]] };
}

/** The metadata of a tool or service page: its title and description, the registry's alternates. */
export function toolMetadata(routeId: ToolViewId) {
  return async ({ params }: ToolPageProps): Promise<Metadata> => {
    const { locale, route, text } = await load(params, routeId);
    return { title: text.title, description: text.description, ...routeMetadata(route, locale) };
  };
}

/**
 * A tool or service page in its registry shell: static, with the page's
 * settings (page type, variant) for its lead forms and its WebPage JSON-LD.
 */
export async function ToolRoutePage({ params, routeId }: ToolPageProps & { routeId: ToolViewId }) {
  const { locale, route, messages, text } = await load(params, routeId);
  const View = TOOL_VIEWS[routeId];
  const ld = jsonLd(route, { name: text.title, description: text.description });
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLd json={ld} />
      <View
        locale={locale}
        m={messages.tools}
        medical={messages.medical}
        path={hrefFor(routeId, {}, locale)}
      />
    </PageSettings>
  );
}

function toolPage(routeId: ToolViewId): PageDefinition {
  return {
    render: ({ params }) => <ToolRoutePage params={params} routeId={routeId} />,
    metadata: toolMetadata(routeId),
  };
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  bmi: toolPage("bmi"),
  "medical-loan": toolPage("medical-loan"),
  "second-opinion": toolPage("second-opinion"),
} satisfies PageModule;
