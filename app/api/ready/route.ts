import { getDb } from "@/src/db";
import { checkReadiness, probeResponse } from "@/src/server/ops/readiness";

// GET /api/ready – this instance can serve: the database answers and has every migration of
// this build, and no shutdown has begun; else 503. Uncached, no cookies.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness(getDb);
  return probeResponse({ ...readiness }, readiness.ready ? 200 : 503);
}
