/**
 * The option lists a lead form loads (LF-16 to LF-20), as the website backend answers
 * them: `/api/cities`, `/api/lead/specialities`, `/api/lead/treatments`, `/api/lead/conditions`.
 */

export interface CityOption {
  CityId: number;
  CityName: string;
  /** 'popular' (CN-3 fixed order) or 'other'. */
  Type: string;
  /** The city's state: a searchable picker finds Pune by 'Maharashtra'. */
  state?: string;
  /** Its URL key ('delhi-ncr'), for links to the city's own pages. */
  slug?: string;
}

export interface TreatmentOption {
  ProcedureId: number;
  ProcedureName: string;
  departmentid: number;
  /** The Hindi name (Devanagari), the everyday word first; null while untranslated. */
  nameHi?: string | null;
  /** 1.. for the popular treatments, in display order; null for the rest. */
  popularRank?: number | null;
  /** Other names it answers to: the conditions it treats, in English and Hindi. */
  keywords?: string[];
}

export interface SpecialityOption {
  DepartmentId: number;
  DepartmentName: string;
}

export interface ConditionOption {
  DiseaseId: number;
  DiseaseName: string;
  /** The Hindi name (Devanagari); null while untranslated. */
  nameHi?: string | null;
}

export interface HospitalOption {
  HospitalId: number;
  HospitalName: string;
}

export interface InsurerOption {
  InsurerId: number;
  InsurerName: string;
  /** 'Govt.' or 'Private'. */
  type: string;
}
