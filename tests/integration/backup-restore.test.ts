import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backupPglite, restorePglite } from "@/src/db/backup";
import { openPglite } from "@/src/db/client";
import { DirectoryLockedError, LOCK_FILE } from "@/src/db/lock";
import { crmOutbox, leads } from "@/src/db/schema";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { createLead } from "@/src/server/leads/service";
import { pgliteTemplate } from "../fixtures/db";
import { minimalLead } from "./lead-fixtures";

/**
 * Backup and restore of the embedded database (OP-4, docs/operations.md "Backup and
 * restore"): the commands an operator runs, on a PGlite directory that holds a lead.
 */
const root = path.resolve(import.meta.dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-backup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...rest } = process.env;
  return rest;
}

/** `npm run db:backup -- FILE` / `npm run db:restore -- FILE`, as node + tsx (npm adds nothing). */
function cli(command: "backup" | "restore", dataDir: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "src/db/cli/backup.ts", command, ...args],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...withoutDatabaseUrl(),
        PGLITE_DIR: dataDir,
        NODE_ENV: "production",
        SITE_URL: "https://www.example.in",
      },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A PGlite directory from the test template (migrated, sample data) plus one lead. */
async function databaseWithLead(dir: string, name: string): Promise<number> {
  const handle = openPglite(dir, { loadDataDir: pgliteTemplate() });
  try {
    const lead = await createLead(
      handle.db,
      leadRequestSchema.parse(minimalLead({ NameData: name })),
      {
        defaultConsentVersion: "test",
        crmGraceMs: 0,
      },
    );
    return lead.id;
  } finally {
    await handle.close();
  }
}

async function leadNamed(dir: string, id: number) {
  const handle = openPglite(dir);
  try {
    const [lead] = await handle.db
      .select({ name: leads.NameData, outbox: crmOutbox.status })
      .from(leads)
      .leftJoin(crmOutbox, eq(crmOutbox.leadId, leads.id))
      .where(eq(leads.id, id));
    return lead;
  } finally {
    await handle.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "embedded database backup and restore (skipped on test:pg: PGlite only)",
  { timeout: 180_000 },
  () => {
    it("[OP-4] db:backup then db:restore into an empty directory brings back the lead and its outbox row", async () => {
      const dir = path.join(tmp, "db");
      const id = await databaseWithLead(dir, "Backup Patient");
      const file = path.join(tmp, "vaidya.tar.gz");
      const backup = cli("backup", dir, file);
      expect(backup.status, backup.output).toBe(0);
      expect(fs.statSync(file).size).toBeGreaterThan(0);

      const restored = path.join(tmp, "restored");
      const restore = cli("restore", restored, file);
      expect(restore.status, restore.output).toBe(0);
      expect(await leadNamed(restored, id)).toEqual({ name: "Backup Patient", outbox: "pending" });
      expect(fs.existsSync(path.join(restored, LOCK_FILE))).toBe(false);
    });

    it("[OP-4] restore refuses a directory that holds a database unless told to move it aside; both refuse while a live process holds the directory", async () => {
      const dir = path.join(tmp, "replace");
      await databaseWithLead(dir, "Old Patient");
      const other = path.join(tmp, "other");
      const newId = await databaseWithLead(other, "New Patient");
      const file = path.join(tmp, "other.tar.gz");
      await backupPglite(other, file);

      await expect(restorePglite(file, dir)).rejects.toThrow(/already holds a database/);
      const now = new Date("2026-11-23T10:00:00Z");
      const { movedAside } = await restorePglite(file, dir, { replace: true, now });
      expect(movedAside).toBe(`${dir}.before-restore-2026-11-23T10-00-00-000Z`);
      expect(fs.existsSync(path.join(movedAside as string, "PG_VERSION"))).toBe(true);
      expect((await leadNamed(dir, newId))?.name).toBe("New Patient");

      // A server (here: the parent process, alive) holds the directory.
      fs.writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
      await expect(backupPglite(dir, path.join(tmp, "x.tar.gz"))).rejects.toThrow(
        DirectoryLockedError,
      );
      await expect(restorePglite(file, dir, { replace: true })).rejects.toThrow(
        DirectoryLockedError,
      );
      expect(fs.existsSync(path.join(tmp, "x.tar.gz"))).toBe(false);
      fs.rmSync(path.join(dir, LOCK_FILE));
    });
  },
);
