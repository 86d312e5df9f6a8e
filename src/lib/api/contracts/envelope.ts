import { z } from "zod";

/**
 * The envelope every product and website API answer comes in:
 * `{"status":{"code","message"},"data","error":[]}`. The route handlers build it
 * (src/server/http/api.ts `envelope`) and the browser reads it (src/ui/api-client.ts).
 */
export const apiStatusSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});

/** The envelope around a given data schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: apiStatusSchema,
    data,
    error: z.array(z.string()),
  });
}

export type ApiStatus = z.infer<typeof apiStatusSchema>;

/** An answer of the API whose data is a `T`. */
export interface Envelope<T> {
  status: ApiStatus;
  data: T;
  error: string[];
}
