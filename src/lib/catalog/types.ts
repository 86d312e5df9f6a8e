import type { ArticleSource } from "../blog";
import type { FactChecks } from "../content-editing/facts";
/** The app's own catalogue types, shared by server services and UI (never raw rows). */
import type { Locale } from "../i18n";
import type { HospitalFacilityKey } from "./facilities";

export interface City {
  id: number;
  name: string;
  slug: string;
  state: string;
  latitude: number;
  longitude: number;
  type: string;
  iconPrimary: string | null;
  iconSecondary: string | null;
  /** 1-6 for the spec's popular cities, in their fixed order; null for the rest. */
  popularRank: number | null;
}

export interface MenuLink {
  name: string;
  href: string;
}

export interface MenuGroups {
  departments: MenuLink[];
  conditions: MenuLink[];
  treatments: MenuLink[];
  /** Each group's 'view all' page, in the page's language (the server works it out). */
  all: { departments: string; conditions: string; treatments: string };
  /**
   * The side menu's direct links (SH-43): doctors, hospitals, insurance, second opinion and My
   * data, in this order, each in the page's language. Named by the menu's messages.
   */
  quick: { key: QuickMenuKey; href: string }[];
}

export type QuickMenuKey = "doctors" | "hospitals" | "insurance" | "secondOpinion" | "myData";

export interface TreatmentCard {
  id: number;
  name: string;
  /** Hindi names, for Hindi pages (null while untranslated). */
  nameHi?: string | null;
  departmentNameHi?: string | null;
  slug: string;
  href: string;
  summary: string;
  departmentName: string;
  hospitalStayDays: number | null;
  minCost: number | null;
  maxCost: number | null;
}

export interface DepartmentCard {
  id: number;
  name: string;
  nameHi?: string | null;
  slug: string;
  href: string;
  description: string;
  specializations: string[];
  treatmentCount: number;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface HomeData {
  defaultCity: City;
  popularCities: City[];
  otherCities: City[];
  treatments: TreatmentCard[];
  departments: DepartmentCard[];
  faqs: Faq[];
  /** The home FAQs in Hindi (empty while unwritten). */
  faqsHi: Faq[];
  counts: { cities: number; hospitals: number; doctors: number };
}

/** The home page's popular treatments with their cost range in one city (null: none there). */
export interface PopularTreatmentCosts {
  city: CityRef;
  treatments: { id: number; slug: string; minCost: number | null; maxCost: number | null }[];
}

/*
 * Discovery pages. Every type below is plain JSON: the catalogue layer's results pass
 * through Next.js's data cache, which stores them as JSON, so dates travel as ISO strings and
 * absent values as null (never undefined, never Date objects).
 */

/** ISO 8601 timestamp, e.g. "2026-11-22T09:30:00.000Z". */
export type IsoDateTime = string;
/** Calendar date, "YYYY-MM-DD". */
export type IsoDate = string;
/** The language of a content row (blog articles). */
export type ContentLocale = Locale;

/** One page of a long listing, with the total for pagination. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export type CatalogEntity =
  | "doctor"
  | "hospital"
  | "treatment"
  | "condition"
  | "department"
  | "test"
  | "insurer"
  | "article"
  | "city";

/** What listSlugsWithUpdatedAt lists: the catalogue entities plus authors and reviewers. */
export type SitemapEntity = CatalogEntity | "author" | "reviewer" | "video";

/** A row of a sitemap source: the entity's slug and when its row last changed. */
export interface SlugEntry {
  slug: string;
  updatedAt: IsoDateTime;
  /** The article's language; null for entities that are not per language. */
  locale: ContentLocale | null;
}

export interface CityRef {
  id: number;
  name: string;
  slug: string;
}

export interface LocalityRef {
  id: number;
  name: string;
  slug: string;
}

interface NamedRef {
  id: number;
  name: string;
  /** Hindi name in Devanagari; null while untranslated (show `name`). */
  nameHi: string | null;
  slug: string;
  href: string;
}

export type DepartmentRef = NamedRef;
export type TreatmentRef = NamedRef;
export type ConditionRef = NamedRef;

export interface HospitalRef {
  id: number;
  name: string;
  slug: string;
  href: string;
  cityId: number;
  /** The locality's name as in the address. */
  locality: string;
}

export type InsurerType = "Govt." | "Private";

export interface InsurerRef {
  id: number;
  name: string;
  slug: string;
  type: InsurerType;
  /** `/hospitals/insurance/{slug}` */
  href: string;
}

export interface Insurer extends InsurerRef {
  /** Hospitals that accept it (in the city asked for, when one was). */
  hospitalCount: number;
}

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
export type Gender = "female" | "male" | "other";
export type VerificationStatus = "unverified" | "pending" | "verified";

export interface Verification {
  status: VerificationStatus;
  verifiedAt: IsoDateTime | null;
  /** How it was verified, in a few words. */
  method: string | null;
}

/**
 * A doctor's or hospital's patient rating: the average of all its reviews to one decimal (null
 * without reviews) and their number. The database keeps both equal to the reviews; the profile
 * header, its reviews section, the listing cards, the rating sort and the JSON-LD all show this.
 */
export interface PatientRating {
  rating: number | null;
  reviewCount: number;
}

export interface DoctorSummary extends PatientRating {
  id: number;
  name: string;
  slug: string;
  /** `/doctor/{slug}` */
  href: string;
  city: CityRef;
  department: DepartmentRef;
  primaryHospital: HospitalRef | null;
  /** The primary hospital's place, for 'near me' (DS-37); null or absent when unknown. */
  coordinates?: { latitude: number; longitude: number } | null;
  qualifications: string;
  experienceYears: number;
  practiceSince: number | null;
  consultationFee: number | null;
  languages: string[];
  gender: Gender | null;
  photoUrl: string | null;
  verification: Verification;
  /** A paid placement: show it labelled as sponsored. */
  sponsored: boolean;
  /** Fictional sample data: show it marked as such. */
  isSample: boolean;
}

export interface DoctorPractice {
  hospital: HospitalRef;
  days: Weekday[];
  isPrimary: boolean;
}

/** A degree or fellowship, e.g. MS (Ortho) from a college in a year. */
export interface DoctorEducation {
  degree: string;
  institution: string;
  year: number | null;
}

/** Membership of a professional body. */
export interface DoctorMembership {
  body: string;
  sinceYear: number | null;
}

export interface Doctor extends DoctorSummary {
  about: string;
  registration: { number: string; council: string | null; year: number | null } | null;
  /** Every hospital the doctor practises at, the primary one first. */
  practices: DoctorPractice[];
  treatments: TreatmentRef[];
  /** Degrees in the order earned. */
  education: DoctorEducation[];
  /** Professional bodies, by name. */
  memberships: DoctorMembership[];
  updatedAt: IsoDateTime;
  /** When the registration was last checked, and against what. */
  factChecks: FactChecks;
}

export interface HospitalSummary extends PatientRating {
  id: number;
  name: string;
  slug: string;
  /** `/hospital/{slug}` */
  href: string;
  city: CityRef;
  locality: LocalityRef | null;
  address: string;
  coordinates: { latitude: number; longitude: number } | null;
  beds: number | null;
  establishedYear: number | null;
  /** Accrediting bodies, e.g. ["JCI", "NABH"]. */
  accreditationBodies: string[];
  ayushmanEmpanelled: boolean;
  sponsored: boolean;
  isSample: boolean;
  departmentCount: number;
  /** Names of the insurers and schemes that are cashless here, government schemes first. */
  cashlessInsurers: string[];
}

/** A patient's review of a doctor or hospital. */
export interface Review {
  id: number;
  patientName: string;
  rating: number;
  body: string;
  createdAt: IsoDateTime;
  treatment: TreatmentRef | null;
  /** A verified patient: the care team matched the review to a real appointment. */
  verified: boolean;
  isSample: boolean;
}

/** A review on the /reviews page: with its city and whom it is about. */
export interface ReviewListItem extends Review {
  city: CityRef | null;
  doctor: { name: string; href: string } | null;
  hospital: { name: string; href: string } | null;
}

/** The treatments and cities /reviews can be filtered by: those with reviews, with their count. */
export interface ReviewFacets {
  treatments: (TreatmentRef & { count: number })[];
  cities: (CityRef & { count: number })[];
}

export interface HospitalAccreditation {
  body: string;
  certificateNumber: string | null;
  validUntil: IsoDate | null;
}

export interface HospitalInsurer {
  insurer: InsurerRef;
  cashless: boolean;
}

/** A facility (HOSPITAL_FACILITIES key) with its count where one makes sense. */
export interface HospitalFacility {
  key: HospitalFacilityKey;
  quantity: number | null;
}

/** What a treatment costs at one hospital, beside the range in its city. */
export interface HospitalTreatmentCost extends CostRange {
  treatment: TreatmentRef;
}

export interface Hospital extends HospitalSummary {
  about: string;
  /** In HOSPITAL_FACILITIES order. */
  facilities: HospitalFacility[];
  /** Treatments with this hospital's own cost range, popular ones first. */
  treatmentCosts: HospitalTreatmentCost[];
  phone: string | null;
  /** The published photo (16:9, /media/{hash}-{width}.webp), or null. */
  photoUrl: string | null;
  accreditations: HospitalAccreditation[];
  empanelment: { pmjayId: string | null; cghsId: string | null };
  departments: DepartmentRef[];
  /** Government schemes first, then insurers by name. */
  insurers: HospitalInsurer[];
  doctorCount: number;
  updatedAt: IsoDateTime;
  /** When accreditation, empanelment and insurers were last checked, and against what. */
  factChecks: FactChecks;
}

/**
 * What a cached page shows for one city, asked for by the browser when the visitor's city is not
 * the page's (GET /api/city-picks): a few doctors and hospitals, with how many there are.
 */
/**
 * What a city may lack, for "the nearest cities that have it" (src/server/catalog/nearest.ts):
 * doctors who perform a treatment, hospitals that price it, doctors of a speciality, hospitals with cashless treatment
 * under an insurer, PM-JAY empanelled hospitals that price a treatment.
 */
export type NearestNeed =
  | { kind: "treatment-doctors"; treatmentId: number }
  | { kind: "treatment-hospitals"; treatmentId: number }
  | { kind: "speciality-doctors"; departmentId: number }
  | { kind: "speciality-hospitals"; departmentId: number }
  | { kind: "insurer-cashless"; insurerId: number }
  | { kind: "insurer-hospitals"; insurerId: number }
  | { kind: "pmjay-treatment"; treatmentId: number };

/** A city that has what another lacks: its straight-line distance (km, as shown) and count. */
export interface NearbyCity {
  city: CityRef;
  /** Straight line between the city centres, rounded as shown (`shownKm`). */
  km: number;
  count: number;
}

/** How many the asked city has, and the nearest other cities that have some, nearest first. */
export interface NearestAnswer {
  here: number;
  nearest: NearbyCity[];
}

export interface CityPicks {
  city: CityRef;
  doctors: { items: DoctorSummary[]; total: number };
  hospitals: { items: HospitalSummary[]; total: number };
  /** For a treatment the city lacks: the nearest cities with its doctors, its hospitals. */
  nearest?: { doctors: NearbyCity[]; hospitals: NearbyCity[] };
}

export interface CostRange {
  minCost: number;
  maxCost: number;
  /** The average an editor entered; absent or null: the middle of the range is shown. */
  avgCost?: number | null;
}

export interface CityCost extends CostRange {
  city: CityRef;
}

export interface TreatmentSummary extends TreatmentRef {
  department: DepartmentRef;
  summary: string;
  /** The Hindi description editors wrote; a Hindi page shows it instead of `summary`. */
  summaryHi?: string | null;
  hospitalStayDays: number | null;
  recoveryDays: number | null;
  popularRank: number | null;
  /** The cost in the city asked for; null when none was asked for or none is known. */
  cost: (CostRange & { cityId: number }) | null;
}

export interface Treatment extends TreatmentSummary {
  routeId: number;
  durationMinutes: number | null;
  conditions: ConditionRef[];
  /** The cost in every city, popular cities first (the cost page). */
  costs: CityCost[];
  updatedAt: IsoDateTime;
}

export interface ConditionSummary extends ConditionRef {
  department: DepartmentRef;
  summary: string;
  /** The Hindi description editors wrote; a Hindi page shows it instead of `summary`. */
  summaryHi?: string | null;
}

export interface Condition extends ConditionSummary {
  symptoms: string[];
  treatments: TreatmentRef[];
  updatedAt: IsoDateTime;
}

export interface DepartmentSummary extends DepartmentCard {
  nameHi: string | null;
  icon: string | null;
  conditionCount: number;
}

export interface Department extends DepartmentSummary {
  treatments: TreatmentRef[];
  conditions: ConditionRef[];
  tests: TestRef[];
  updatedAt: IsoDateTime;
}

export type TestRef = NamedRef;

export interface PriceRange {
  minPrice: number;
  maxPrice: number;
}

export interface TestSummary extends TestRef {
  department: DepartmentRef | null;
  sampleType: string;
  turnaroundHours: number | null;
  /** The price in the city asked for (cityId set), else the all-India range (cityId null). */
  price: (PriceRange & { cityId: number | null }) | null;
}

export interface Test extends TestSummary {
  preparation: string;
  /** The price in every city, popular cities first. */
  prices: (PriceRange & { city: CityRef })[];
  updatedAt: IsoDateTime;
}

export interface PersonRef {
  name: string;
  slug: string;
  /** `/authors/{slug}` or `/reviewers/{slug}` */
  href: string;
}

export interface TagRef {
  slug: string;
  name: string;
  nameHi: string | null;
}

export interface ArticleLink {
  locale: ContentLocale;
  slug: string;
  /** `/blog/{slug}` or `/hi/blog/{slug}` */
  href: string;
}

export interface ArticleSummary extends ArticleLink {
  id: number;
  title: string;
  excerpt: string;
  author: PersonRef;
  reviewer: PersonRef | null;
  department: DepartmentRef | null;
  tags: TagRef[];
  publishedAt: IsoDateTime;
  medicallyReviewedAt: IsoDateTime | null;
  updatedAt: IsoDateTime;
}

export interface Article extends ArticleSummary {
  /** Markdown. */
  body: string;
  /** The same article in the other language(s), for hreflang and a language link. */
  translations: ArticleLink[];
  /** The published sources it relies on, in citation order. */
  sources: ArticleSource[];
  /** The treatments editors linked it to, in their order. */
  treatments?: TreatmentRef[];
}

/*
 * Medical pages: conditions, treatments, tests and departments with their reviewer,
 * review date and written sections.
 */

export type MedicalPageKind = "condition" | "treatment" | "test" | "department";

/** A page's written sections; each is shown only when present (in the page's language). */
export interface MedicalPageSections {
  /** Condition: types, causes, when to see a doctor, diagnosis, risks of waiting. */
  types?: string[];
  causes?: string[];
  whenToSee?: string;
  diagnosis?: string[];
  risksOfWaiting?: string;
  /** Treatment: what happens, before and after, risks, alternatives, insurance and EMI. */
  steps?: string[];
  before?: string[];
  after?: string[];
  risks?: string[];
  alternatives?: string[];
  insurance?: string;
  /** Test: why it is done, what the sample is, preparation and normal ranges. */
  why?: string;
  sample?: string;
  preparation?: string;
  normalRanges?: { label: string; range: string }[];
  homeCollection?: boolean;
  faqs?: Faq[];
}

export interface MedicalReview {
  reviewer: PersonRef & { qualifications: string };
  /** "YYYY-MM-DD" */
  reviewedOn: IsoDate;
}

/** A condition, treatment, test or department page's review and sections in one language. */
export interface MedicalPage {
  review: MedicalReview | null;
  sections: MedicalPageSections;
}
