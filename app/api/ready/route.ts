import { getDb } from "@/src/db";
import { mayReadProbeDetails } from "@/src/server/ops/access";
import { checkReadiness, probeResponse } from "@/src/server/ops/readiness";

// GET /api/ready – this instance can serve: the database answers and has every migration of
// this build, and no shutdown has begun; else 503. Uncached, no cookies. Which check failed
// only for this host or OPS_TOKEN (docs/operations.md "Health and readiness").
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const readiness = await checkReadiness(getDb);
  const data = mayReadProbeDetails(request) ? { ...readiness } : { ready: readiness.ready };
  return probeResponse(data, readiness.ready ? 200 : 503);
}
