import { mayReadProbeDetails } from "@/src/server/ops/access";
import { probeResponse } from "@/src/server/ops/readiness";

// GET /api/health – the process is up and answering (no database call): a liveness probe.
// Uncached, no cookies. The uptime only for this host or OPS_TOKEN (docs/operations.md
// "Health and readiness").
export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const data = mayReadProbeDetails(request)
    ? { status: "ok", uptimeSeconds: Math.round(process.uptime()) }
    : { status: "ok" };
  return probeResponse(data, 200);
}
