/**
 * How many SQL statements (round trips to the database) one lead costs: creates leads through
 * the real `POST /lead/v1/admin/webleadcreate` handler, in this process, on a fresh PGlite
 * database, counting the statements each request sends and printing their text (shortened).
 *
 *   npx tsx --conditions=react-server bench/lead-statements.ts
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

process.env.LOG_LEVEL ??= "silent";

async function main() {
  const { openPglite } = await import("@/src/db/client");
  const { runMigrations } = await import("@/src/db/migrate");
  const { setDbHandleForTests } = await import("@/src/db");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-statements-"));
  const handle = openPglite(dir);
  await runMigrations(handle);
  setDbHandleForTests(handle);
  const { POST } = await import("@/app/lead/v1/admin/webleadcreate/route");

  const seen: string[] = [];
  for (const method of ["query", "exec"] as const) {
    const original = PGlite.prototype[method] as (...args: unknown[]) => Promise<unknown>;
    (PGlite.prototype as unknown as Record<string, unknown>)[method] = function (
      this: PGlite,
      ...args: unknown[]
    ) {
      seen.push(String(args[0]).replace(/\s+/g, " ").slice(0, 140));
      return original.apply(this, args);
    };
  }
  const body = (i: number) =>
    JSON.stringify({
      NameData: `Statement Patient ${String.fromCharCode(97 + i)}`,
      MobileNoData: "9876543210",
      CityData: "Mumbai",
      ProcedureNameData: "Cataract Surgery",
      IsInsurance: "No",
      leadFormVariant: "3",
    });
  const post = (key: string | undefined, i: number) =>
    POST(
      new Request("http://localhost/lead/v1/admin/webleadcreate", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          applicationtype: "website",
          ...(key ? { "idempotency-key": key } : {}),
        },
        body: body(i),
      }),
    );
  await post(randomUUID(), 0); // warm-up
  const key = randomUUID();
  for (const [label, run] of [
    ["new lead with an Idempotency-Key", () => post(key, 1)],
    ["replay of that key", () => post(key, 1)],
    ["new lead without a key", () => post(undefined, 2)],
  ] as const) {
    seen.length = 0;
    const response = await run();
    console.log(`${label}: HTTP ${response.status}, ${seen.length} statement(s)`);
    for (const statement of seen) console.log(`  ${statement}`);
  }
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
