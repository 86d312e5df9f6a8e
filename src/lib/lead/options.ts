/**
 * The option lists a lead form loads (spec §3 option entities), as the website backend answers
 * them: `/api/cities`, `/api/lead/specialities`, `/api/lead/treatments`, `/api/lead/conditions`.
 */

export interface CityOption {
  CityId: number;
  CityName: string;
  /** 'popular' (spec §9 fixed order) or 'other'. */
  Type: string;
}

export interface TreatmentOption {
  ProcedureId: number;
  ProcedureName: string;
  departmentid: number;
}

export interface SpecialityOption {
  DepartmentId: number;
  DepartmentName: string;
}

export interface ConditionOption {
  DiseaseId: number;
  DiseaseName: string;
}

export interface HospitalOption {
  HospitalId: number;
  HospitalName: string;
}
