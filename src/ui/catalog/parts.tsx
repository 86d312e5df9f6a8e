import { Breadcrumbs, type Crumb } from "@/src/ui/page/breadcrumbs";
import Link from "next/link";
import type { ReactNode } from "react";
import type {
  CityCost,
  DoctorSummary,
  Faq,
  HospitalSummary,
  MedicalReview,
} from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, formatNumber, plural } from "@/src/lib/i18n/format";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { FaqItems } from "@/src/ui/page/faq-items";
import { CityCostTable } from "./cost-table";

/**
 * Building blocks of the discovery pages (conditions, treatments, costs, departments, tests):
 * the breadcrumb trail, sections, lists, FAQs, cost tables, doctor and hospital cards and the
 * medical review line. Server components: their markup is sent once, as HTML.
 */

export type DiscoveryMessages = Messages["medical"];

export type { Crumb } from "@/src/ui/page/breadcrumbs";

export function rangeText(min: number, max: number, locale: Locale, m: DiscoveryMessages) {
  return format(m.range, { min: formatNumber(min, locale), max: formatNumber(max, locale) });
}

/** A page's frame: breadcrumb, eyebrow, heading, lead paragraph, then its sections. */
export function PageFrame({
  trail,
  m,
  eyebrow,
  title,
  lead,
  actions,
  children,
  wide,
}: {
  trail: Crumb[];
  m: DiscoveryMessages;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-8 md:py-12 ${wide ? "max-w-6xl" : "max-w-4xl"}`}>
      <Breadcrumbs trail={trail} label={m.breadcrumb} />
      {eyebrow ? <p className="eyebrow mt-4">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold leading-tight tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h1>
      {lead ? <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{lead}</p> : null}
      {actions ? <div className="mt-5 flex flex-wrap gap-3">{actions}</div> : null}
      {children}
    </div>
  );
}

/** A titled section; `id` names it for its heading's aria-labelledby and in-page links. */
export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" id={id}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 md:text-2xl">
        {title}
      </h2>
      <div className="mt-3 text-base leading-7 text-slate-700">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}

/** A section of list items, left out when there are none. */
export function ListSection({
  id,
  title,
  items,
  ordered,
  action,
}: {
  id: string;
  title: string;
  items: readonly string[] | undefined;
  ordered?: boolean;
  action?: ReactNode;
}) {
  if (!items || items.length === 0) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <Section id={id} title={title} action={action}>
      <List className={`${ordered ? "list-decimal" : "list-disc"} space-y-1.5 pl-6`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Section>
  );
}

/** A section of one paragraph, left out when there is none. */
export function TextSection({
  id,
  title,
  text,
  action,
}: {
  id: string;
  title: string;
  text: string | undefined;
  action?: ReactNode;
}) {
  if (!text) return null;
  return (
    <Section id={id} title={title} action={action}>
      <p>{text}</p>
    </Section>
  );
}

export function LinkList({ links }: { links: { name: string; href: string }[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="tile-link">
            <span>{l.name}</span>
            <span aria-hidden>›</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function FaqSection({
  faqs,
  m,
  action,
}: {
  faqs: Faq[] | undefined;
  m: DiscoveryMessages;
  action?: ReactNode;
}) {
  if (!faqs || faqs.length === 0) return null;
  return (
    <Section id="faqs" title={m.sections.faqs} action={action}>
      <FaqItems items={faqs} />
    </Section>
  );
}

/** Who reviewed the page and when (E-E-A-T); every medical page shows it. */
export function ReviewLine({
  review,
  m,
  locale,
}: {
  review: MedicalReview | null;
  m: DiscoveryMessages;
  locale: Locale;
}) {
  if (!review) {
    return <p className="mt-4 text-sm text-slate-500">{m.review.notReviewed}</p>;
  }
  const [before, after] = m.review.on.split("{date}");
  return (
    <p
      className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600"
      data-testid="review"
    >
      {m.review.reviewedBy}{" "}
      <Link href={review.reviewer.href} className="font-semibold text-brand-800 hover:underline">
        {review.reviewer.name}
      </Link>
      {review.reviewer.qualifications ? `, ${review.reviewer.qualifications}` : null} {before}
      <time dateTime={review.reviewedOn}>{formatUpdated(review.reviewedOn, locale)}</time>
      {after}
    </p>
  );
}

/**
 * Minimum, average and maximum by city; a city links to its page when `cityHref` gives one. The
 * visitor's city comes first in the browser (./cost-table.tsx), from `others` when it is not
 * among `costs`.
 */
export function CostTable({
  costs,
  others,
  m,
  locale,
  cityHref,
  caption,
}: {
  costs: CityCost[];
  others?: CityCost[];
  m: DiscoveryMessages;
  locale: Locale;
  cityHref?: (slug: string) => string;
  caption: string;
}) {
  const rows = (list: CityCost[]) =>
    list.map((c) => ({ ...c, ...(cityHref ? { href: cityHref(c.city.slug) } : {}) }));
  const { city, minimum, average, maximum, yourCity } = m.sections;
  return (
    <CityCostTable
      rows={rows(costs)}
      others={others ? rows(others) : undefined}
      words={{ city, minimum, average, maximum, yourCity }}
      locale={locale}
      caption={caption}
    />
  );
}

/** The words the doctor and hospital cards show (a client island passes only these). */
export interface CardMessages {
  sections: Pick<DiscoveryMessages["sections"], "experience" | "sponsored" | "sample">;
}

/** The card words of the page's messages. */
export function cardMessages(m: DiscoveryMessages): CardMessages {
  const { experience, sponsored, sample } = m.sections;
  return { sections: { experience, sponsored, sample } };
}

function Badges({
  sponsored,
  sample,
  m,
}: {
  sponsored: boolean;
  sample: boolean;
  m: CardMessages;
}) {
  if (!sponsored && !sample) return null;
  return (
    <p className="mt-2 flex gap-2 text-xs font-semibold">
      {sponsored ? (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">
          {m.sections.sponsored}
        </span>
      ) : null}
      {sample ? (
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">{m.sections.sample}</span>
      ) : null}
    </p>
  );
}

export function DoctorCards({
  doctors,
  m,
  locale,
}: {
  doctors: DoctorSummary[];
  m: CardMessages;
  locale: Locale;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {doctors.map((d) => (
        <li key={d.id} className="card-link relative">
          <h3 className="font-semibold text-slate-900">
            <Link href={d.href} className="after:absolute after:inset-0">
              {d.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{d.qualifications}</p>
          <p className="mt-1 text-sm text-slate-600">
            {plural(m.sections.experience, d.experienceYears, locale)}
            {d.primaryHospital ? ` · ${d.primaryHospital.name}` : ""}
          </p>
          <Badges sponsored={d.sponsored} sample={d.isSample} m={m} />
        </li>
      ))}
    </ul>
  );
}

export function HospitalCards({ hospitals, m }: { hospitals: HospitalSummary[]; m: CardMessages }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hospitals.map((h) => (
        <li key={h.id} className="card-link relative">
          <h3 className="font-semibold text-slate-900">
            <Link href={h.href} className="after:absolute after:inset-0">
              {h.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{h.locality?.name ?? h.address}</p>
          {h.accreditationBodies.length > 0 ? (
            <p className="mt-1 text-sm text-slate-600">{h.accreditationBodies.join(", ")}</p>
          ) : null}
          <Badges sponsored={h.sponsored} sample={h.isSample} m={m} />
        </li>
      ))}
    </ul>
  );
}

/** A name as patients search it: "Piles (बवासीर)" on English pages, the Hindi name on Hindi ones. */
export function localName(
  item: { name: string; nameHi: string | null },
  locale: Locale,
): { primary: string; secondary: string | null } {
  if (locale === "hi")
    return { primary: item.nameHi ?? item.name, secondary: item.nameHi ? item.name : null };
  return { primary: item.name, secondary: item.nameHi };
}

export function NameWithLocal({
  item,
  locale,
}: {
  item: { name: string; nameHi: string | null };
  locale: Locale;
}) {
  const { primary, secondary } = localName(item, locale);
  return (
    <>
      {primary}
      {secondary ? (
        <span
          lang={locale === "hi" ? "en" : "hi"}
          className={locale === "hi" ? "" : "native-script"}
        >
          {" "}
          ({secondary})
        </span>
      ) : null}
    </>
  );
}

export function SampleNote({ m }: { m: DiscoveryMessages }) {
  return <p className="mt-10 text-sm text-slate-500">{m.sampleData}</p>;
}

/** One fact of an "at a glance" list (a <dl> holds them). */
export function Fact({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3" data-testid={testId}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
