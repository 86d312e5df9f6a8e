/**
 * The option lists a lead form loads, as the website backend answers them: `/api/cities`,
 * `/api/lead/specialities`, `/api/lead/treatments`, `/api/lead/conditions`, `/api/lead/insurers`.
 * Their shapes are the API contracts (src/lib/api/contracts), the one definition the server code
 * behind the routes and the browser share. The form's rules read only some fields, so the types
 * here require those and leave the contract's others optional: a whole answer fits, and so does
 * a list the page or a test builds itself.
 */
import type { CityOption as CityAnswer } from "../api/contracts/cities";
import type { ConditionOption as ConditionAnswer } from "../api/contracts/conditions";
import type { InsurerOption as InsurerAnswer } from "../api/contracts/insurers";
import type { SpecialityOption as SpecialityAnswer } from "../api/contracts/specialities";
import type { TreatmentOption as TreatmentAnswer } from "../api/contracts/treatments";

/** The contract's fields `K` required, the rest optional. */
type Requiring<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

export type CityOption = Requiring<CityAnswer, "CityId" | "CityName" | "Type">;
export type SpecialityOption = Requiring<SpecialityAnswer, "DepartmentId" | "DepartmentName">;
export type TreatmentOption = Requiring<
  TreatmentAnswer,
  "ProcedureId" | "ProcedureName" | "departmentid"
>;
export type ConditionOption = Requiring<ConditionAnswer, "DiseaseId" | "DiseaseName">;
export type InsurerOption = InsurerAnswer;

/** A hospital the form offers (variant 2): given by the page, not loaded from the API. */
export interface HospitalOption {
  HospitalId: number;
  HospitalName: string;
}
