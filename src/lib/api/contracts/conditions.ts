import { z } from "zod";

/** GET /api/lead/conditions?departmentId= : conditions (diseases) by name. */
export const conditionOptionSchema = z.object({
  DiseaseId: z.number().int(),
  DiseaseName: z.string(),
  departmentid: z.number().int(),
  /** The Hindi name (Devanagari); null while untranslated. */
  nameHi: z.string().nullable(),
});
export type ConditionOption = z.infer<typeof conditionOptionSchema>;

export const conditionOptionsDataSchema = z.array(conditionOptionSchema);
