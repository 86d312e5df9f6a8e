import { z } from "zod";

/** GET /api/lead/insurers: insurers and government schemes by name. */
export const insurerOptionSchema = z.object({
  InsurerId: z.number().int(),
  InsurerName: z.string(),
  /** 'Govt.' or 'Private', the form's insurance types. */
  type: z.string(),
});
export type InsurerOption = z.infer<typeof insurerOptionSchema>;

export const insurerOptionsDataSchema = z.array(insurerOptionSchema);
