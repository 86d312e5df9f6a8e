/** What `POST /api/lead/createleadcrm` accepts from the browser (AP-12, AP-15). */
import { z } from "zod";
import { CRM_PAYLOAD_KEYS, type CrmPayloadKey } from "./crm-payload";

const crmValue = z.union([z.string().max(2000), z.number().finite(), z.null()]);

/** The createleadcrm body: only the spec's keys, each a short string, a number or null. */
export const crmPayloadSchema = z.strictObject(
  Object.fromEntries(CRM_PAYLOAD_KEYS.map((k) => [k, crmValue.optional()])) as Record<
    CrmPayloadKey,
    z.ZodOptional<typeof crmValue>
  >,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
  },
);
