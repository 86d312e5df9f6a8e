import { z } from "zod";

/** GET /api/lead/specialities?hospitalId= : the departments a hospital offers (every one without). */
export const specialityOptionSchema = z.object({
  DepartmentId: z.number().int(),
  DepartmentName: z.string(),
  /** Its Hindi name, the label on Hindi pages; null while untranslated. */
  DepartmentNameHi: z.string().nullable().optional(),
  SpecializationList: z.array(z.string()),
});
export type SpecialityOption = z.infer<typeof specialityOptionSchema>;

export const specialityOptionsDataSchema = z.array(specialityOptionSchema);
