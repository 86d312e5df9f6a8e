import { eq, inArray } from "drizzle-orm";
import { defaultCity } from "@/app/_routes/catalog/treatment-routes";
import { getDb } from "@/src/db";
import { medicalReviewers, treatments } from "@/src/db/schema";
import type { DraftRow } from "@/src/server/content-editing/workflow";
import { readingMinutes } from "@/src/lib/blog";
import { conditionHeading } from "@/src/lib/catalog/names";
import type { MedicalPage, MedicalReview } from "@/src/lib/catalog/types";
import { type ArticleFields, parseArticleKey, parseFaqs } from "@/src/lib/content-editing/medical";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import { hrefFor, routeById } from "@/src/lib/page-registry";
import { trailOf } from "@/app/_routes/page-kit";
import {
  cachedDepartmentCities,
  cachedDoctors,
  cachedHospitals,
  getArticleBySlug,
  getArticlePeople,
  getConditionBySlug,
  getDepartmentBySlug,
  getMedicalPage,
  getTestBySlug,
} from "@/src/server/catalog";
import { paths } from "@/src/server/catalog/shared";
import { renderMarkdown } from "@/src/server/content/markdown";
import { istDate } from "@/src/server/content-editing/workflow";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import { parseCampaignKey } from "@/src/lib/content-editing/campaign";
import { getCampaign } from "@/src/server/campaigns";
import { ArticleView } from "@/src/ui/blog/article-view";
import { CampaignView } from "@/src/ui/campaign/campaign-view";
import { ConditionView } from "@/src/ui/catalog/condition-view";
import { DepartmentView } from "@/src/ui/catalog/department-view";
import { TestView } from "@/src/ui/catalog/test-view";
import { LeadModalProvider } from "@/src/ui/lead-modal/context";
import { PageContextProvider } from "@/src/ui/page/page-context";
import { routePageSettings } from "@/src/ui/page/page-settings";

/**
 * A draft as its public page will show it: the page's own content component (ConditionView,
 * TestView, DepartmentView, ArticleView) fed with the published data and the draft's values in
 * their place, read from the database directly (never from the cache the public pages use).
 * The console frames it at phone and desktop widths.
 */

const s = (v: unknown) => (typeof v === "string" ? v : "");
const orNull = (v: unknown) => (typeof v === "string" && v ? v : null);

/** The review the page would show: the sign-off's when signed off, else the published one. */
async function reviewOf(draft: DraftRow, published: MedicalReview | null) {
  if (!draft.medicalReviewerId || !draft.reviewedAt) return published;
  const [r] = await getDb()
    .select({
      name: medicalReviewers.name,
      slug: medicalReviewers.slug,
      qualifications: medicalReviewers.qualifications,
    })
    .from(medicalReviewers)
    .where(eq(medicalReviewers.id, draft.medicalReviewerId))
    .limit(1);
  if (!r) return published;
  return {
    reviewer: { ...r, href: paths.reviewer(r.slug) },
    reviewedOn: istDate(draft.reviewedAt),
  };
}

/** The draft's FAQs of one language for the page (checked when the draft was saved). */
function faqsOf(text: unknown) {
  const parsed = parseFaqs("faqs", text);
  return parsed.ok && parsed.value.length > 0 ? parsed.value : undefined;
}

function withSite(routeId: string, locale: Locale, node: React.ReactNode) {
  const route = routeById(routeId);
  return (
    <PageContextProvider initial={route ? routePageSettings(route, locale) : undefined}>
      <LeadModalProvider>{node}</LeadModalProvider>
    </PageContextProvider>
  );
}

export async function DraftPreview({ draft, locale }: { draft: DraftRow; locale: Locale }) {
  const db = getDb();
  const f = draft.fields;
  const m = getMessages(locale).medical;
  if (draft.kind === "campaign") {
    const key = parseCampaignKey(draft.entityKey);
    const found = key ? await getCampaign(db, key.kind, key.slug) : null;
    if (!key || !found) return null;
    const route = routeById(key.kind);
    const phone = pagePhone(route?.entry.pageType, route?.entry.tier);
    const claims = s(f.claims);
    return withSite(
      key.kind,
      "en",
      <CampaignView
        campaign={{
          ...found,
          headline: s(f.headline),
          subheadline: s(f.subheadline),
          claims: claims ? claims.split("\n") : [],
          faqs: faqsOf(f.faqs) ?? [],
          formTitle: s(f.formTitle),
          heroAlt: s(f.heroAlt),
        }}
        contact={{ tel: telHref(phone), phone: displayPhone(phone), whatsApp: whatsAppHref() }}
        brand={getMessages("en").common.brand}
        m={getMessages("en").campaign}
      />,
    );
  }
  if (draft.kind === "condition") {
    const found = await getConditionBySlug(db, draft.entityKey);
    if (!found) return null;
    const base = await getMedicalPage(db, "condition", found.id, locale);
    const condition = dataIn(
      {
        ...found,
        name: s(f.name),
        nameHi: orNull(f.nameHi),
        summary: s(f.summary),
        summaryHi: orNull(f.summaryHi),
      },
      locale,
    );
    const page: MedicalPage = dataIn(
      {
        review: await reviewOf(draft, base.review),
        sections: { ...base.sections, faqs: faqsOf(locale === "hi" ? f.faqsHi : f.faqs) },
      },
      locale,
    );
    const { heading, medical } = conditionHeading(condition, locale);
    const trail = trailOf(
      "condition",
      { home: m.home, conditions: m.conditions.title, condition: heading },
      { slug: condition.slug },
      locale,
    );
    return withSite(
      "condition",
      locale,
      <ConditionView
        condition={condition}
        heading={heading}
        medicalName={medical}
        page={page}
        trail={trail}
        treatments={condition.treatments.map((t) => ({ name: t.name, href: t.href }))}
        locale={locale}
        m={m}
      />,
    );
  }
  if (draft.kind === "test") {
    const found = await getTestBySlug(db, draft.entityKey);
    if (!found) return null;
    const base = await getMedicalPage(db, "test", found.id, locale);
    const test = dataIn({ ...found, name: s(f.name), nameHi: orNull(f.nameHi) }, locale);
    const why = orNull(locale === "hi" ? f.summaryHi : f.summary) ?? undefined;
    const page: MedicalPage = dataIn(
      {
        review: await reviewOf(draft, base.review),
        sections: {
          ...base.sections,
          why,
          faqs: faqsOf(locale === "hi" ? f.faqsHi : f.faqs),
        },
      },
      locale,
    );
    const name = locale === "hi" ? (test.nameHi ?? test.name) : test.name;
    const trail = trailOf(
      "test",
      { home: m.home, tests: m.tests.title, test: name },
      { slug: test.slug },
      locale,
    );
    return withSite(
      "test",
      locale,
      <TestView test={test} page={page} trail={trail} locale={locale} m={m} />,
    );
  }
  if (draft.kind === "department") {
    const found = await getDepartmentBySlug(db, draft.entityKey);
    if (!found) return null;
    const department = dataIn(
      {
        ...found,
        name: s(f.name),
        nameHi: orNull(f.nameHi),
        description: s(f.summary),
        descriptionHi: orNull(f.summaryHi),
      },
      locale,
    );
    const city = dataIn(await defaultCity(), locale);
    const [page, doctors, hospitals, cities] = dataIn(
      await Promise.all([
        getMedicalPage(db, "department", found.id, locale),
        cachedDoctors({ cityId: city.id, departmentId: found.id, limit: 6 }),
        cachedHospitals({ cityId: city.id, departmentId: found.id, limit: 6 }),
        cachedDepartmentCities(found.id),
      ]),
      locale,
    );
    const trail = trailOf(
      "department",
      { home: m.home, departments: m.departments.title, department: department.name },
      { slug: department.slug },
      locale,
    );
    return withSite(
      "department",
      locale,
      <DepartmentView
        department={department}
        page={page}
        city={city}
        doctors={doctors.items}
        hospitals={hospitals.items}
        cities={cities}
        cityHref={(c) =>
          hrefFor("city-speciality-doctors", { city: c, speciality: department.slug }, locale)
        }
        treatments={department.treatments.map((t) => ({ name: t.name, href: t.href }))}
        trail={trail}
        locale={locale}
        m={m}
      />,
    );
  }
  if (draft.kind === "article") {
    const key = parseArticleKey(draft.entityKey);
    if (!key) return null;
    const found = await getArticleBySlug(db, key.language, key.slug);
    if (!found) return null;
    const a = f as ArticleFields;
    const review = await reviewOf(draft, null);
    const reviewerSlug = review?.reviewer.slug ?? found.reviewer?.slug ?? null;
    const people = await getArticlePeople(db, a.author, reviewerSlug);
    const { html, headings } = renderMarkdown(a.body);
    const slugs = a.relatedTreatments ? a.relatedTreatments.split("; ") : [];
    const rows = slugs.length
      ? await db
          .select({ slug: treatments.slug, name: treatments.name, nameHi: treatments.nameHi })
          .from(treatments)
          .where(inArray(treatments.slug, slugs))
      : [];
    const related = slugs.flatMap((slug) => {
      const t = rows.find((r) => r.slug === slug);
      if (!t) return [];
      const name = key.language === "hi" ? (t.nameHi ?? t.name) : t.name;
      return [{ name, href: hrefFor("treatment", { slug }, key.language) }];
    });
    const department = found.department
      ? key.language === "hi"
        ? (found.department.nameHi ?? found.department.name)
        : found.department.name
      : null;
    return withSite(
      "blog-post",
      key.language,
      <ArticleView
        locale={key.language}
        m={getMessages(key.language).blog}
        trail={trailOf(
          "blog-post",
          {
            home: getMessages(key.language).blog.home,
            blog: getMessages(key.language).blog.indexTitle,
            "blog-post": a.title,
          },
          { slug: key.slug },
          key.language,
        )}
        data={{
          title: a.title,
          excerpt: a.excerpt,
          department,
          publishedAt: found.publishedAt,
          updatedAt: found.updatedAt,
          reviewedAt: review?.reviewedOn ?? found.medicallyReviewedAt,
          minutes: readingMinutes(a.body, key.language),
          author: people.author && { ...people.author, href: paths.author(a.author) },
          reviewer:
            people.reviewer && reviewerSlug
              ? { ...people.reviewer, href: paths.reviewer(reviewerSlug) }
              : null,
          translationHref: null,
          html,
          contents: headings.filter((h) => h.level === 2),
          sources: found.sources,
          treatments: related,
          related: [],
        }}
      />,
    );
  }
  return null;
}
