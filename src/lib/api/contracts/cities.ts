import { z } from "zod";

/** GET /api/cities: every city, the popular ones first in their fixed order. */
export const cityOptionSchema = z.object({
  CityId: z.number().int(),
  CityName: z.string(),
  /** Its Hindi name, the label on Hindi pages (the form still sends CityId and CityName). */
  CityNameHi: z.string().nullable().optional(),
  /** 'popular' (the fixed order of the popular cities) or 'other'. */
  Type: z.string(),
  /** Its URL key ('delhi-ncr'), for links to the city's own pages. */
  slug: z.string(),
  /** The city's state: a searchable picker finds Pune by 'Maharashtra'. */
  state: z.string(),
  stateHi: z.string().nullable().optional(),
  latitude: z.number(),
  longitude: z.number(),
  webIconPrimary: z.string().nullable(),
  webIconSecondary: z.string().nullable(),
});
export type CityOption = z.infer<typeof cityOptionSchema>;

export const cityOptionsDataSchema = z.array(cityOptionSchema);
