import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DirectoryLockedError, LOCK_FILE, lockDataDir } from "@/src/db/lock";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-lock-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("the embedded database's directory lock", () => {
  it("[OP-7] a lock left by a killed server that is now a zombie does not block the restart; a live holder still does", async () => {
    // `sh` starts `sleep 0`, then becomes `sleep 5`, which never reaps it: a zombie.
    const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 5"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    const zombie = await new Promise<number>((resolve) =>
      parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    try {
      for (let i = 0; i < 50; i++) {
        const stat = fs.readFileSync(`/proc/${zombie}/stat`, "utf8");
        if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const dir = path.join(tmp, "zombie");
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, LOCK_FILE), String(zombie));
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
      release();

      const live = path.join(tmp, "live");
      fs.mkdirSync(live);
      fs.writeFileSync(path.join(live, LOCK_FILE), String(parent.pid));
      expect(() => lockDataDir(live)).toThrow(DirectoryLockedError);
    } finally {
      parent.kill("SIGKILL");
    }
  });
});
