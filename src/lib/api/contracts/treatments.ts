import { z } from "zod";

/**
 * GET /api/lead/treatments?departmentId= : the treatments (procedures) of a department by name,
 * every treatment for -1, 'Other' appended; data is one list inside a list (`[[…]]`).
 */
export const treatmentOptionSchema = z.object({
  ProcedureId: z.number().int(),
  ProcedureName: z.string(),
  RouteId: z.number().int(),
  departmentid: z.number().int(),
  /** The Hindi name (Devanagari), the everyday word first; null while untranslated. */
  nameHi: z.string().nullable().optional(),
  /** 1.. for the popular treatments, in display order; null for the rest. */
  popularRank: z.number().int().nullable().optional(),
  /** Other names it answers to: the conditions it treats, in English and Hindi. */
  keywords: z.array(z.string()).optional(),
});
export type TreatmentOption = z.infer<typeof treatmentOptionSchema>;

export const treatmentOptionsDataSchema = z.array(z.array(treatmentOptionSchema));
export type TreatmentOptionsData = z.infer<typeof treatmentOptionsDataSchema>;

/** The 'Other' treatment appended to every list. */
export const OTHER_TREATMENT: TreatmentOption = {
  ProcedureId: 0,
  ProcedureName: "Other",
  RouteId: 0,
  departmentid: 0,
};
