import { Suspense } from "react";
import { displayPhone, pagePhone, telHref } from "@/src/config/site";
import { isPopularCity, orderCities } from "@/src/lib/catalog/cities";
import { getMessages } from "@/src/lib/i18n";
import { OTHER_CITY_ID } from "@/src/lib/lead/tier";
import { cachedCities, cachedTreatments } from "@/src/server/catalog";
import { FunnelFrame } from "@/src/ui/funnel/funnel-frame";
import { SurgeryFunnel } from "@/src/ui/funnel/surgery-funnel";
import { definePage } from "../page-kit";

/** /find-hospital-doctor-for-surgery: the step-by-step funnel. */
export const funnel = definePage({
  route: "funnel",
  // The funnel's lists are the catalogue's names as the lead form sends them.
  localise: false,
  load: async () => {
    const [cities, treatments] = await Promise.all([
      cachedCities(),
      cachedTreatments({ popularOnly: true }),
    ]);
    return { cities, treatments };
  },
  meta: (_, { locale }) => {
    const m = getMessages(locale).campaign.funnel;
    return { title: m.metaTitle, description: m.metaDescription };
  },
  settings: (_, { locale }) => ({ pageName: getMessages(locale).campaign.funnel.metaTitle }),
  view: ({ cities, treatments }, { route, locale }) => {
    const m = getMessages(locale);
    const ordered = orderCities(cities).map((c) => ({ id: c.id, name: c.name }));
    const phone = pagePhone(route.entry.pageType, route.entry.tier);
    return (
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
    );
  },
});
