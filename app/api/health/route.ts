import { probeResponse } from "@/src/server/ops/readiness";

// GET /api/health – the process is up and answering (no database call): a liveness probe.
// Uncached, no cookies (docs/operations.md "Health and readiness").
export const dynamic = "force-dynamic";

export function GET(): Response {
  return probeResponse({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }, 200);
}
