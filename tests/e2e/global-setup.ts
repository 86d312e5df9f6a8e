/**
 * One fake CRM for the whole browser run, on the port the e2e server delivers leads to
 * (scripts/e2e-server.mjs: PORT+1). Tests in any worker read its deliveries over HTTP
 * (lead-support.ts `deliveryFor`); a CRM per spec file would fight over the port when two
 * workers run such files at once.
 */
import { startFakeCrm } from "../integration/crm-fake-server";
import { CRM_PORT } from "./lead-support";

export default async function globalSetup() {
  const crm = await startFakeCrm({ port: CRM_PORT });
  return () => crm.close();
}
