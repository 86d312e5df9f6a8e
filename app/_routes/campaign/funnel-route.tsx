import type { Metadata } from "next";
import type { Locale } from "@/src/lib/i18n";
import { Suspense } from "react";
import { displayPhone, pagePhone, telHref } from "@/src/config/site";
import { isPopularCity, orderCities } from "@/src/lib/catalog/cities";
import { getMessages } from "@/src/lib/i18n";
import { OTHER_CITY_ID } from "@/src/lib/lead/tier";
import { cachedCities, cachedTreatments } from "@/src/server/catalog";
import { SurgeryFunnel } from "@/src/ui/funnel/surgery-funnel";
import { FunnelFrame } from "@/src/ui/funnel/funnel-frame";
import { routeMetadata } from "@/src/ui/page/metadata";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

type Props = { params: Promise<{ locale: Locale }> };

export async function funnelMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "funnel");
  const m = getMessages(locale).campaign.funnel;
  return {
    title: m.metaTitle,
    description: m.metaDescription,
    ...routeMetadata(route, locale),
  };
}

/** /find-hospital-doctor-for-surgery: the step-by-step funnel. */
export async function FunnelPage({ params }: Props) {
  const { locale, route } = await resolvePage(params, "funnel");
  const m = getMessages(locale);
  const [cities, treatments] = await Promise.all([
    cachedCities(),
    cachedTreatments({ popularOnly: true }),
  ]);
  const ordered = orderCities(cities).map((c) => ({ id: c.id, name: c.name }));
  const phone = pagePhone(route.entry.pageType, route.entry.tier);
  return (
    <PageSettings route={route} locale={locale} pageName={m.campaign.funnel.metaTitle}>
      <FunnelFrame
        m={m.campaign}
        brand={m.common.brand}
        contact={{ tel: telHref(phone), phone: displayPhone(phone) }}
      >
        <Suspense fallback={null}>
          <SurgeryFunnel
            treatments={[
              ...treatments.map((t) => ({
                name: t.name,
                department: t.department.name,
              })),
              { name: m.campaign.funnel.other, department: "" },
            ]}
            popularCities={ordered.filter((c) => isPopularCity(c.id))}
            otherCities={[
              ...ordered.filter((c) => !isPopularCity(c.id)),
              { id: OTHER_CITY_ID, name: m.campaign.funnel.other },
            ]}
            m={m.campaign.funnel}
          />
        </Suspense>
      </FunnelFrame>
    </PageSettings>
  );
}
