import { z } from "zod";

/** GET /api/lead/insurers: insurers and government schemes by name. */
export const insurerOptionSchema = z.object({
  InsurerId: z.number().int(),
  InsurerName: z.string(),
  /** Its Hindi name (the acronym in brackets), the label on Hindi pages; the CRM gets InsurerName. */
  InsurerNameHi: z.string().nullable().optional(),
  /** 'Govt.' or 'Private', the form's insurance types. */
  type: z.string(),
});
export type InsurerOption = z.infer<typeof insurerOptionSchema>;

export const insurerOptionsDataSchema = z.array(insurerOptionSchema);
