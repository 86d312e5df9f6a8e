import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs the child, returns what it wrote to stdout and how it ended. */
function runChild(lines: number): Promise<{ stdout: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    // node itself (tsx as a loader, not its CLI, which would run the script in a grandchild).
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--conditions=react-server",
        path.join(import.meta.dirname, "log-crash-child.ts"),
      ],
      {
        cwd: root,
        env: { ...process.env, LINES: String(lines), LOG_LEVEL: "info", NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (_code, signal) => resolve({ stdout, signal }));
  });
}

describe("log lines survive a crash", () => {
  it("[OP-5] every line logged before a SIGKILL is on stdout (no buffered logger)", async () => {
    const lines = 300;
    const { stdout, signal } = await runChild(lines);
    expect(signal).toBe("SIGKILL");
    const ids = stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; leadId: number })
      .filter((entry) => entry.msg === "lead created")
      .map((entry) => entry.leadId);
    expect(ids).toEqual(Array.from({ length: lines }, (_, i) => i + 1));
  });
});
