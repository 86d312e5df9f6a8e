import type { Metadata } from "next";
import { pagePhone } from "@/src/config/site";
import { listingPath } from "@/src/lib/catalog/listing-filters";
import { aggregateRating } from "@/src/lib/catalog/rating";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { hrefInLocale } from "@/src/lib/locale-switch";
import { definePage, registryNode } from "../page-kit";
import { plural } from "@/src/lib/i18n/format";
import { hrefFor, type Route } from "@/src/lib/page-registry";
import { loadDoctorProfile, loadHospitalProfile } from "@/src/server/discovery/profiles";
import { DoctorProfileView } from "@/src/ui/discovery/doctor-profile";
import { HospitalProfileView } from "@/src/ui/discovery/hospital-profile";
import { CareActions } from "@/src/ui/discovery/parts";
import { formatNumber } from "@/src/lib/i18n/locale";
import { ReportError } from "@/src/ui/discovery/report-error";

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

/** A profile's title, description and Open Graph card. */
function profileMeta(
  route: Route,
  locale: Locale,
  slug: string,
  title: string,
  description: string,
): Metadata {
  return {
    title,
    description,
    openGraph: { title, description, url: hrefFor(route.id, { slug }, locale), type: "profile" },
  };
}

const doctor = definePage({
  route: "doctor",
  load: ({ params }) => loadDoctorProfile(params.slug),
  meta: ({ doctor: d }, { route, locale, params }) =>
    profileMeta(
      route,
      locale,
      params.slug,
      `${d.name}, ${d.department.name} in ${d.city.name}`,
      [
        d.qualifications,
        plural(getMessages(locale).discovery.experienceYears, d.experienceYears, locale),
        d.primaryHospital?.name,
      ]
        .filter(Boolean)
        .join(" · "),
    ),
  linkParams: ({ doctor: d }, { params }) => ({
    slug: params.slug,
    city: d.city.slug,
    speciality: d.department.slug,
  }),
  breadcrumb: ({ doctor: d }, { locale }) => {
    const m = getMessages(locale).discovery;
    return {
      home: m.home,
      doctors: m.doctorsTitle,
      "city-doctors": d.city.name,
      "city-speciality-doctors": d.department.name,
      doctor: d.name,
    };
  },
  settings: ({ doctor: d }) => ({
    doctorId: d.id,
    hospitalId: d.primaryHospital?.id,
    departmentId: d.department.id,
    departmentName: d.department.name,
    pageName: d.name,
  }),
  jsonLd: ({ doctor }, { route, absolute }) => [
    registryNode(route, {
      name: doctor.name,
      url: absolute(doctor.href),
      medicalSpecialty: doctor.department.name,
      description: doctor.about || undefined,
      // Our own photos are stored by path; structured data wants the whole URL.
      image: doctor.photoUrl?.startsWith("/")
        ? absolute(doctor.photoUrl)
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
              url: absolute(doctor.primaryHospital.href),
            },
          }
        : {}),
      ...aggregateRating(doctor),
    }),
  ],
  view: (data, { route, locale, trail }) => {
    const m = getMessages(locale).discovery;
    const local = linksIn(locale);
    const { doctor } = data;
    return (
      <DoctorProfileView
        {...data}
        doctor={{
          ...doctor,
          practices: doctor.practices.map((p) => ({ ...p, hospital: local.href(p.hospital) })),
        }}
        similar={local.all(data.similar)}
        locale={locale}
        m={m}
        report={<ReportError kind="doctor" id={doctor.id} path={doctor.href} m={reportWords(m)} />}
        fee={doctor.consultationFee !== null ? formatNumber(doctor.consultationFee, locale) : ""}
        crumbs={trail}
        actions={
          <CareActions
            phone={pagePhone(route.entry.pageType, route.entry.tier)}
            m={m}
            bookLabel={m.book}
            request={{ variant: "2", title: `${m.book}: ${doctor.name}` }}
          />
        }
      />
    );
  },
});

const hospital = definePage({
  route: "hospital",
  load: ({ params }) => loadHospitalProfile(params.slug),
  meta: ({ hospital: h }, { route, locale, params }) =>
    profileMeta(
      route,
      locale,
      params.slug,
      `${h.name}, ${h.locality?.name ? `${h.locality.name}, ` : ""}${h.city.name}`,
      [
        h.accreditationBodies.join(", "),
        h.beds ? plural(getMessages(locale).discovery.beds, h.beds, locale) : "",
        h.address,
      ]
        .filter(Boolean)
        .join(" · "),
    ),
  linkParams: ({ hospital: h }, { params }) => ({ slug: params.slug, city: h.city.slug }),
  breadcrumb: ({ hospital: h }, { locale }) => {
    const m = getMessages(locale).discovery;
    return {
      home: m.home,
      hospitals: m.hospitalsTitle,
      "city-hospitals": h.city.name,
      hospital: h.name,
    };
  },
  settings: ({ hospital: h }) => ({ hospitalId: h.id, pageName: h.name }),
  jsonLd: ({ hospital }, { route, absolute }) => [
    registryNode(route, {
      name: hospital.name,
      url: absolute(hospital.href),
      description: hospital.about || undefined,
      telephone: hospital.phone ?? undefined,
      image: hospital.photoUrl ? absolute(hospital.photoUrl) : undefined,
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
    }),
  ],
  view: (data, { route, locale, trail }) => {
    const m = getMessages(locale).discovery;
    const local = linksIn(locale);
    const { hospital } = data;
    const city = hospital.city.slug;
    return (
      <HospitalProfileView
        {...data}
        doctors={local.all(data.doctors)}
        locale={locale}
        m={m}
        report={
          <ReportError kind="hospital" id={hospital.id} path={hospital.href} m={reportWords(m)} />
        }
        departmentHref={(slug) =>
          hrefInLocale(listingPath({ kind: "doctors", city, speciality: slug }, {}), locale)
        }
        crumbs={trail}
        actions={
          <CareActions
            phone={pagePhone(route.entry.pageType, route.entry.tier)}
            m={m}
            bookLabel={m.book}
            request={{ variant: "2", title: `${m.book}: ${hospital.name}` }}
          />
        }
      />
    );
  },
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { doctor, hospital };
