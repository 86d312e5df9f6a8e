import { permanentRedirect } from "next/navigation";
import { type CompareKind, comparePath, parseCompareItems } from "@/src/lib/catalog/compare";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { type CompareData, loadCompare } from "@/src/server/discovery/compare";
import { CompareView } from "@/src/ui/discovery/compare-view";
import { definePage } from "../page-kit";

/**
 * The compare page's data: a choice with another canonical URL (a repeated slug, capitals)
 * redirects there; no choice, or a slug that is not of this kind, is the 404 inside the shell.
 */
function loadOf(kind: CompareKind) {
  return async ({ params, locale }: { params: { items: string }; locale: Locale }) => {
    const parsed = parseCompareItems(params.items);
    if (parsed.kind === "invalid") return null;
    if (parsed.kind === "redirect") {
      permanentRedirect(comparePath(kind, parsed.slugs, locale));
    }
    return loadCompare(kind, params.items);
  };
}

function titleOf(data: CompareData, locale: Locale): string {
  const c = getMessages(locale).discovery.compare;
  const names = data.columns.map((col) => col.name).join(" · ");
  return format(data.kind === "doctors" ? c.titleDoctors : c.titleHospitals, { names });
}

function definitionOf(kind: CompareKind) {
  const route = kind === "doctors" ? "compare-doctors" : "compare-hospitals";
  return definePage({
    route,
    load: loadOf(kind),
    meta: (data, { locale }) => ({
      title: titleOf(data, locale),
      description: format(getMessages(locale).discovery.compare.description, {
        names: data.columns.map((col) => col.name).join(", "),
      }),
    }),
    breadcrumb: (_data, { locale }) => {
      const m = getMessages(locale).discovery;
      return {
        home: m.home,
        doctors: m.doctorsTitle,
        hospitals: m.hospitalsTitle,
        [route]: m.compare.crumb,
      };
    },
    view: (data, { locale, trail }) => (
      <CompareView
        kind={data.kind}
        title={titleOf(data, locale)}
        crumbs={trail}
        locale={locale}
        m={getMessages(locale).discovery}
        columns={data.columns}
      />
    ),
  });
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  "compare-doctors": definitionOf("doctors"),
  "compare-hospitals": definitionOf("hospitals"),
};
