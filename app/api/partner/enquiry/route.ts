import { getDb } from "@/src/db";
import { partnerEnquirySchema } from "@/src/lib/partner/schema";
import { readJson, withApi } from "@/src/server/http/api";
import { idempotencyKeyOf } from "@/src/server/leads/http";
import { submitPartnerEnquiry } from "@/src/server/partners/enquiry";

const schema = partnerEnquirySchema();

// POST /api/partner/enquiry – a hospital's or doctor's enquiry from /partner-with-us (stored with
// its CRM outbox entry before the answer, apart from patient leads); answers data:[{Id}]
export const POST = withApi(async ({ request, visitorId, ip, address }) => {
  const idempotencyKey = idempotencyKeyOf(request);
  const input = schema.parse(await readJson(request, 16 * 1024));
  const enquiry = await submitPartnerEnquiry(getDb(), input, {
    idempotencyKey,
    ip,
    address,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visitorId,
  });
  return [{ Id: enquiry.id }];
});
