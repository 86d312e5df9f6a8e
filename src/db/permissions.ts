import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * The embedded database holds patients' data and the audit trail's trigger: only the user that
 * runs the server may read or change it. PGlite (Emscripten's file system) writes its files with
 * mode 0666 whatever the umask, so this puts the directory back to 0700 and every file in it to
 * 0600: when it is made, each time it is opened and when it is closed. The folder being 0700
 * already keeps others out of a file PGlite makes while it runs.
 */
export function closeUpDataDir(dir: string): void {
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(p);
    } catch {
      return; // removed meanwhile (PGlite drops temporary files)
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        fs.chmodSync(p, wanted);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    }
  };
  visit(dir);
}
