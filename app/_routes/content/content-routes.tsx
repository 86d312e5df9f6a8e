import { pagePhone } from "@/src/config/site";
import { getMessages } from "@/src/lib/i18n";
import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import type { RouteId } from "@/src/lib/route-params";
import { loadContentPage, loadFaq } from "@/src/server/content/pages";
import { ContactActions } from "@/src/ui/content/contact-actions";
import { ContentPageView } from "@/src/ui/content/content-page-view";
import { FaqList } from "@/src/ui/content/faq-list";
import { PartnerForm } from "@/src/ui/partner/partner-form";
import { definePage, registryNode } from "../page-kit";

/**
 * A content page: `/privacy` renders content/pages/{locale}/privacy.md
 * (src/server/content/pages.ts) in its registry shell; the FAQ page shows its questions as a
 * searchable list. Static: the text changes with a deploy.
 */
function contentPage<R extends RouteId>(routeId: R) {
  return definePage({
    route: routeId,
    // The Markdown is written per language: nothing to localise.
    localise: false,
    load: async ({ route, locale }) => ({
      page: await loadContentPage(route.pattern.slice(1), locale),
      faq: route.entry.pageType === "Faq_Page" ? await loadFaq(locale) : null,
    }),
    meta: ({ page }) => ({ title: page.title, description: page.description }),
    jsonLd: ({ page, faq }, { route, locale }) => [
      registryNode(route, {
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
      }),
    ],
    view: ({ page, faq }, { route, locale }) => {
      const messages = getMessages(locale);
      const m = messages.content;
      return (
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
      );
    },
  });
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
};
