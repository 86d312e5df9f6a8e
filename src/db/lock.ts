import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory corrupt it
 * silently (docs/decisions/0002-pglite-default-postgresql-production.md). Whoever opens the
 * directory holds this lock file for its lifetime; anyone else refuses to open it while the holder
 * is alive.
 */
export const LOCK_FILE = "vaidya.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  return !isZombie(pid);
}

/**
 * A process killed (SIGKILL) whose parent died with it stays a zombie until some process reaps
 * it, and signals still "reach" a zombie: its stale lock must not keep the server from
 * restarting (Linux: state Z in /proc/<pid>/stat; elsewhere, never).
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (probably the running server). ` +
        "Stop it first, or point DATABASE_URL at PostgreSQL.",
    );
  }
}

/** Takes the lock on `dir` for this process; returns a release function. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DirectoryLockedError(dir, holder);
      }
      fs.unlinkSync(file); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
