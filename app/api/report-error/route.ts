import { getDb } from "@/src/db";
import { errorReportSchema } from "@/src/lib/catalog/error-report";
import { readJson, withApi } from "@/src/server/http/api";
import { createErrorReport } from "@/src/server/reports/service";

/** Ten reports an hour from one address: enough for a careful reader, not for a flood. */
const REPORT_LIMIT = { name: "error-report-1h", points: 10, durationMs: 60 * 60 * 1000 };

// POST /api/report-error – a profile's "report an error" note, stored for the care team
export const POST = withApi(
  async ({ request, visitorId }) => {
    const input = errorReportSchema.parse(await readJson(request, 8 * 1024));
    const report = await createErrorReport(getDb(), input, visitorId);
    return [{ Id: report.id }];
  },
  { rateLimit: REPORT_LIMIT },
);
