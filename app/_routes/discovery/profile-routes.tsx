import type { PageModule } from "@/src/ui/page/page-module";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { Metadata } from "next";
import { env } from "@/src/config/env";
import { pagePhone } from "@/src/config/site";
import { listingPath } from "@/src/lib/catalog/listing-filters";
import { aggregateRating } from "@/src/lib/catalog/rating";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { hrefInLocale } from "@/src/lib/locale-switch";
import { plural } from "@/src/lib/i18n/format";
import { hrefFor, type Route } from "@/src/lib/page-registry";
import { loadDoctorProfile, loadHospitalProfile } from "@/src/server/discovery/profiles";
import { DoctorProfileView } from "@/src/ui/discovery/doctor-profile";
import { HospitalProfileView } from "@/src/ui/discovery/hospital-profile";
import { CareActions, JsonLd } from "@/src/ui/discovery/parts";
import { formatNumber } from "@/src/lib/i18n/locale";
import { ReportError } from "@/src/ui/discovery/report-error";
import { jsonLd, routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

export type ProfileParams = Promise<{ locale: Locale; slug: string }>;

/** The words the report-an-error form needs (a client component gets only its own). */
function reportWords(m: ReturnType<typeof getMessages>["discovery"]) {
  const {
    reportError,
    reportTitle,
    reportHelp,
    reportSend,
    reportSent,
    reportFailed,
    reportTooShort,
  } = m;
  return {
    reportError,
    reportTitle,
    reportHelp,
    reportSend,
    reportSent,
    reportFailed,
    reportTooShort,
  };
}

/** Links of a page in `locale`: to the same pages in it where they have a version in it. */
function linksIn(locale: Locale) {
  const href = <T extends { href: string }>(x: T): T => ({
    ...x,
    href: hrefInLocale(x.href, locale),
  });
  return { href, all: <T extends { href: string }>(xs: readonly T[]): T[] => xs.map(href) };
}

const NOT_FOUND: Metadata = { robots: { index: false, follow: true } };

function profileMetadata(
  route: Route,
  locale: Locale,
  slug: string,
  title: string,
  description: string,
): Metadata {
  return {
    title,
    description,
    ...routeMetadata(route, locale, { slug }),
    openGraph: { title, description, url: hrefFor(route.id, { slug }, locale), type: "profile" },
  };
}

export async function doctorMetadata(params: ProfileParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "doctor");
  const { slug } = await params;
  const data = dataIn(await loadDoctorProfile(slug), locale);
  if (!data) return { ...NOT_FOUND, title: getMessages(locale).errors.notFound.metaTitle };
  const d = data.doctor;
  return profileMetadata(
    route,
    locale,
    slug,
    `${d.name}, ${d.department.name} in ${d.city.name}`,
    [
      d.qualifications,
      plural(getMessages(locale).discovery.experienceYears, d.experienceYears, locale),
      d.primaryHospital?.name,
    ]
      .filter(Boolean)
      .join(" · "),
  );
}

export async function DoctorRoute({ params }: { params: ProfileParams }) {
  const { locale, route } = await resolvePage(params, "doctor");
  const data = dataIn(await loadDoctorProfile((await params).slug), locale);
  if (!data) return <NotFoundPage />;
  const m = getMessages(locale).discovery;
  const local = linksIn(locale);
  const { doctor } = data;
  const siteUrl = env().SITE_URL;
  const city = doctor.city.slug;
  const ld = jsonLd(route, {
    name: doctor.name,
    url: `${siteUrl}${doctor.href}`,
    medicalSpecialty: doctor.department.name,
    description: doctor.about || undefined,
    // Our own photos are stored by path; structured data wants the whole URL.
    image: doctor.photoUrl?.startsWith("/")
      ? `${siteUrl}${doctor.photoUrl}`
      : (doctor.photoUrl ?? undefined),
    address: {
      "@type": "PostalAddress",
      addressLocality: doctor.primaryHospital?.locality ?? doctor.city.name,
      addressRegion: doctor.city.name,
      addressCountry: "IN",
    },
    ...(doctor.primaryHospital
      ? {
          hospitalAffiliation: {
            "@type": "Hospital",
            name: doctor.primaryHospital.name,
            url: `${siteUrl}${doctor.primaryHospital.href}`,
          },
        }
      : {}),
    ...aggregateRating(doctor),
  });
  return (
    <PageSettings
      route={route}
      locale={locale}
      doctorId={doctor.id}
      hospitalId={doctor.primaryHospital?.id}
      departmentId={doctor.department.id}
      departmentName={doctor.department.name}
      pageName={doctor.name}
    >
      {ld ? <JsonLd json={ld} /> : null}
      <DoctorProfileView
        {...data}
        doctor={{
          ...doctor,
          practices: doctor.practices.map((p) => ({ ...p, hospital: local.href(p.hospital) })),
        }}
        similar={local.all(data.similar)}
        siteUrl={siteUrl}
        locale={locale}
        m={m}
        report={<ReportError kind="doctor" id={doctor.id} path={doctor.href} m={reportWords(m)} />}
        fee={doctor.consultationFee !== null ? formatNumber(doctor.consultationFee, locale) : ""}
        crumbs={local.all([
          { name: m.home, href: "/" },
          { name: m.doctorsTitle, href: "/doctors" },
          { name: doctor.city.name, href: listingPath({ kind: "doctors", city }, {}) },
          {
            name: doctor.department.name,
            href: listingPath({ kind: "doctors", city, speciality: doctor.department.slug }, {}),
          },
          { name: doctor.name, href: doctor.href },
        ])}
        actions={
          <CareActions
            phone={pagePhone(route.entry.pageType, route.entry.tier)}
            m={m}
            bookLabel={m.book}
            request={{ variant: "2", title: `${m.book}: ${doctor.name}` }}
          />
        }
      />
    </PageSettings>
  );
}

export async function hospitalMetadata(params: ProfileParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "hospital");
  const { slug } = await params;
  const data = dataIn(await loadHospitalProfile(slug), locale);
  if (!data) return { ...NOT_FOUND, title: getMessages(locale).errors.notFound.metaTitle };
  const h = data.hospital;
  return profileMetadata(
    route,
    locale,
    slug,
    `${h.name}, ${h.locality?.name ? `${h.locality.name}, ` : ""}${h.city.name}`,
    [
      h.accreditationBodies.join(", "),
      h.beds ? plural(getMessages(locale).discovery.beds, h.beds, locale) : "",
      h.address,
    ]
      .filter(Boolean)
      .join(" · "),
  );
}

export async function HospitalRoute({ params }: { params: ProfileParams }) {
  const { locale, route } = await resolvePage(params, "hospital");
  const data = dataIn(await loadHospitalProfile((await params).slug), locale);
  if (!data) return <NotFoundPage />;
  const m = getMessages(locale).discovery;
  const local = linksIn(locale);
  const { hospital } = data;
  const siteUrl = env().SITE_URL;
  const city = hospital.city.slug;
  const ld = jsonLd(route, {
    name: hospital.name,
    url: `${siteUrl}${hospital.href}`,
    description: hospital.about || undefined,
    telephone: hospital.phone ?? undefined,
    image: hospital.photoUrl ? `${siteUrl}${hospital.photoUrl}` : undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: hospital.address,
      addressLocality: hospital.locality?.name ?? hospital.city.name,
      addressRegion: hospital.city.name,
      addressCountry: "IN",
    },
    ...(hospital.coordinates
      ? { geo: { "@type": "GeoCoordinates", ...hospital.coordinates } }
      : {}),
    medicalSpecialty: hospital.departments.map((d) => d.name),
    ...aggregateRating(hospital),
  });
  return (
    <PageSettings route={route} locale={locale} hospitalId={hospital.id} pageName={hospital.name}>
      {ld ? <JsonLd json={ld} /> : null}
      <HospitalProfileView
        {...data}
        doctors={local.all(data.doctors)}
        siteUrl={siteUrl}
        locale={locale}
        m={m}
        report={
          <ReportError kind="hospital" id={hospital.id} path={hospital.href} m={reportWords(m)} />
        }
        departmentHref={(slug) => listingPath({ kind: "doctors", city, speciality: slug }, {})}
        crumbs={local.all([
          { name: m.home, href: "/" },
          { name: m.hospitalsTitle, href: "/hospitals" },
          { name: hospital.city.name, href: listingPath({ kind: "hospitals", city }, {}) },
          { name: hospital.name, href: hospital.href },
        ])}
        actions={
          <CareActions
            phone={pagePhone(route.entry.pageType, route.entry.tier)}
            m={m}
            bookLabel={m.book}
            request={{ variant: "2", title: `${m.book}: ${hospital.name}` }}
          />
        }
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  doctor: { render: DoctorRoute, metadata: ({ params }) => doctorMetadata(params) },
  hospital: { render: HospitalRoute, metadata: ({ params }) => hospitalMetadata(params) },
} satisfies PageModule;
