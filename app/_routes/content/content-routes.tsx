import { JsonLd } from "@/src/ui/page/json-ld";
import type { Locale } from "@/src/lib/i18n";
import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import type { PageDefinition, PageModule } from "@/src/ui/page/page-module";
import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { loadContentPage, loadFaq } from "@/src/server/content/pages";
import { pagePhone } from "@/src/config/site";
import { ContactActions } from "@/src/ui/content/contact-actions";
import { ContentPageView } from "@/src/ui/content/content-page-view";
import { FaqList } from "@/src/ui/content/faq-list";
import { PartnerForm } from "@/src/ui/partner/partner-form";
import { jsonLd, routeMetadata } from "@/src/ui/page/metadata";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

export type ContentPageProps = { params: Promise<{ locale: Locale }> };

async function load(params: ContentPageProps["params"], routeId: string) {
  const { locale, route } = await resolvePage(params, routeId);
  const page = await loadContentPage(route.pattern.slice(1), locale);
  return { locale, route, page };
}

/** The metadata of a content page: its title and description, and the registry's alternates. */
export function contentMetadata(routeId: string) {
  return async ({ params }: ContentPageProps): Promise<Metadata> => {
    const { locale, route, page } = await load(params, routeId);
    return { title: page.title, description: page.description, ...routeMetadata(route, locale) };
  };
}

/**
 * A content page: `/privacy` renders content/pages/{locale}/privacy.md
 * (src/server/content/pages.ts) in its registry shell; the FAQ page shows its questions as a
 * searchable list. Static: the text changes with a deploy.
 */
export async function ContentRoutePage({
  params,
  routeId,
}: ContentPageProps & { routeId: string }) {
  const { locale, route, page } = await load(params, routeId);
  const faq = route.entry.pageType === "Faq_Page" ? await loadFaq(locale) : null;
  const ld = jsonLd(route, {
    name: page.title,
    description: page.description,
    inLanguage: LANGUAGE_TAGS[locale],
    dateModified: page.updated,
    ...(faq && {
      mainEntity: faq.flatMap((g) =>
        g.items.map((i) => ({
          "@type": "Question",
          name: i.question,
          acceptedAnswer: { "@type": "Answer", text: i.answerText },
        })),
      ),
    }),
  });
  const messages = getMessages(locale);
  const m = messages.content;
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLd json={ld} />
      <ContentPageView
        page={page}
        locale={locale}
        m={m}
        before={
          route.entry.pageType === "Contact" ? (
            <ContactActions phone={pagePhone(route.entry.pageType, route.entry.tier)} m={m} />
          ) : undefined
        }
        after={
          route.entry.pageType === "Partner" ? (
            <PartnerForm m={messages.partner} locale={locale} />
          ) : undefined
        }
      >
        {faq ? <FaqList groups={faq} m={m} locale={locale} /> : undefined}
      </ContentPageView>
    </PageSettings>
  );
}

function contentPage(routeId: string): PageDefinition {
  return {
    render: ({ params }) => <ContentRoutePage params={params} routeId={routeId} />,
    metadata: contentMetadata(routeId),
  };
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  about: contentPage("about"),
  careers: contentPage("careers"),
  contact: contentPage("contact"),
  editorial: contentPage("editorial"),
  faq: contentPage("faq"),
  partner: contentPage("partner"),
  press: contentPage("press"),
  privacy: contentPage("privacy"),
  refund: contentPage("refund"),
  terms: contentPage("terms"),
} satisfies PageModule;
