import { type CompareKind, parseCompareItems } from "@/src/lib/catalog/compare";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { type CompareData, loadCompare } from "@/src/server/discovery/compare";
import { CompareView } from "@/src/ui/discovery/compare-view";
import { definePage } from "../page-kit";

/**
 * The compare page's data: only the canonical URL of a choice of real slugs of this kind has a
 * page; anything else is the 404 inside the shell, never stored (the proxy has already sent a
 * non-canonical spelling of a choice to its canonical URL).
 */
function loadOf(kind: CompareKind) {
  return async ({ params }: { params: { items: string } }) => {
    const parsed = parseCompareItems(params.items);
    if (parsed.kind !== "ok") return null;
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
