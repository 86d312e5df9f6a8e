/**
 * Runs once when a server instance starts (Next.js instrumentation). Starts the CRM outbox
 * worker in the Node.js runtime; never during `next build`, whose workers must not open the
 * embedded database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A bad environment (SITE_URL missing in production…) stops here with a readable message.
  const { envAtStart } = await import("./src/config/env");
  envAtStart();
  // Next.js's own error lines (a page's failed render) as JSON without bound SQL values.
  const { routeConsoleErrors } = await import("./src/server/log");
  routeConsoleErrors(console);
  // Socket addresses, security headers and refusals (405, 400) before Next.js sees a request;
  // never a route or a rewrite (src/server/http/edge.ts; the console's answers are proxy.ts's).
  const { installEdgeGuard } = await import("./src/server/http/edge");
  installEdgeGuard();
  // `npm run staff` reaches a server that holds the embedded database through this channel.
  const { startOpsChannel } = await import("./src/server/ops/channel");
  startOpsChannel();
  const { startCrmWorkerFromEnv } = await import("./src/server/crm/start");
  startCrmWorkerFromEnv();
  // Search answers from memory: the index loads now, not on the first search (/api/ready waits).
  const [{ getDb }, { searchIndexOf }] = await Promise.all([
    import("./src/db"),
    import("./src/server/search/live-index"),
  ]);
  searchIndexOf(getDb()).catch(() => {});
  // A publish on another instance (or by `npm run content`) drops the same cache tags here.
  const [{ startContentChangePoller }, { env }] = await Promise.all([
    import("./src/server/content-editing/changes"),
    import("./src/config/env"),
  ]);
  startContentChangePoller(getDb, env().PORT);
  // SIGTERM: finish the requests in flight, hand back outbox leases, close the database.
  if (process.env.NODE_ENV === "production") {
    const { installGracefulShutdown } = await import("./src/server/ops/shutdown");
    installGracefulShutdown();
  }
  // Accounts: warn at start-up about SMS_PROVIDER=console and a missing OTP_HMAC_SECRET.
  const { warnAboutDevelopmentSettings } = await import("./src/server/auth/runtime");
  warnAboutDevelopmentSettings();
}

/**
 * Next.js reports every error of a render here, and waits for this before it answers: a page that
 * failed because the database is unreachable answers 503 + Retry-After, not 500 (the edge guard).
 */
export async function onRequestError(
  error: unknown,
  request: { headers: Record<string, unknown> },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteRequestError } = await import("./src/server/http/edge");
  noteRequestError(error, request.headers);
}
