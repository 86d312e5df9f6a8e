import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "@/src/db/client";
import { runMigrations } from "@/src/db/migrate";
import { seedDatabase } from "@/src/db/seed";
import { assertLocalDatabase, templateDatabaseName, withDatabaseName } from "../fixtures/pg-url";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/**
 * Migrates and seeds one database once per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`). Creating a PGlite
 * database from scratch takes ~3 s, a copy a fraction of that.
 */
export default async function setup(project: TestProject) {
  // Both integration projects (vitest.config.ts) name this setup: the template is made once per
  // run and provided to each, and removed once.
  const shared = globalThis as { vaidyaTemplate?: Promise<Template>; vaidyaTemplateUsers?: number };
  shared.vaidyaTemplate ??= makeTemplate();
  shared.vaidyaTemplateUsers = (shared.vaidyaTemplateUsers ?? 0) + 1;
  const template = await shared.vaidyaTemplate;
  project.provide("pgTemplateDb", template.pgTemplateDb);
  project.provide("pgliteTemplate", template.pgliteTemplate);
  // Removed by the last project's teardown, whichever order they end in.
  return () => {
    shared.vaidyaTemplateUsers = (shared.vaidyaTemplateUsers ?? 1) - 1;
    if (shared.vaidyaTemplateUsers === 0) template.remove();
  };
}

interface Template {
  pgTemplateDb: string;
  pgliteTemplate: string;
  remove: () => void;
}

async function makeTemplate(): Promise<Template> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    assertLocalDatabase(pgUrl);
    const admin = openPostgres(withDatabaseName(pgUrl, "postgres"), 1);
    const template = templateDatabaseName();
    await admin.db.execute(`DROP DATABASE IF EXISTS ${template}`);
    await admin.db.execute(`CREATE DATABASE ${template}`);
    const handle = openPostgres(withDatabaseName(pgUrl, template), 2);
    await runMigrations(handle);
    await seedDatabase(handle.db);
    await handle.close();
    await admin.close();
    return { pgTemplateDb: template, pgliteTemplate: "", remove: () => {} };
  }
  const handle = openPglite();
  await runMigrations(handle);
  await seedDatabase(handle.db);
  const client = (handle.db as unknown as { $client: import("@electric-sql/pglite").PGlite })
    .$client;
  // Gzipped: 9 MB instead of 68 (two 16 MB WAL segments among them), which every test file
  // reads and unpacks; booting from it took less time and CPU than from the plain tar.
  const dump = await client.dumpDataDir("gzip");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-test-")), "template.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return {
    pgTemplateDb: "",
    pgliteTemplate: file,
    remove: () => fs.rmSync(path.dirname(file), { recursive: true, force: true }),
  };
}
