/** The app's own catalogue types, shared by server services and UI (never raw rows). */

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
}

export interface TreatmentCard {
  id: number;
  name: string;
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
  counts: { cities: number; hospitals: number; doctors: number };
}
