import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "@/src/db/client";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-pglite-modes-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every path under `dir` (itself included) whose mode is not 0700 for a folder, 0600 for a file. */
function openedUp(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${p} ${mode.toString(8)}`);
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else if (mode !== 0o600) {
      wrong.push(`${p} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return wrong;
}

function countFiles(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) n++;
  }
  return n;
}

// Each test makes a new PGlite directory from scratch (initdb in WebAssembly: about 9 s on a quiet
// 2-core machine, over a minute under load), unlike the suite's files, which copy a template.
const NEW_DIRECTORY_TIMEOUT = 180_000;

describe("the embedded database's files", () => {
  it(
    "[DP-25] a new PGlite directory is 0700 and every file in it 0600 once opened, and again after it is closed",
    async () => {
      const dir = path.join(tmp, "new", "db");
      const handle = openPglite(dir);
      await handle.db.execute(sql`create table kept (x int)`);
      expect(countFiles(dir)).toBeGreaterThan(100);
      expect(openedUp(dir)).toEqual([]);
      await handle.db.execute(sql`insert into kept select generate_series(1, 1000)`);
      await handle.close();
      expect(openedUp(dir)).toEqual([]);
    },
    NEW_DIRECTORY_TIMEOUT,
  );

  it(
    "[DP-25] a directory whose files were left world-writable (0666, folders 0777) is closed up again when it is opened",
    async () => {
      const dir = path.join(tmp, "old", "db");
      await openPglite(dir).close();
      for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
        const p = path.join(entry.parentPath, entry.name);
        fs.chmodSync(p, entry.isDirectory() ? 0o777 : 0o666);
      }
      fs.chmodSync(dir, 0o777);
      expect(openedUp(dir).length).toBeGreaterThan(100);
      const handle = openPglite(dir);
      await handle.db.execute(sql`select 1`);
      expect(openedUp(dir)).toEqual([]);
      await handle.close();
    },
    NEW_DIRECTORY_TIMEOUT,
  );
});
