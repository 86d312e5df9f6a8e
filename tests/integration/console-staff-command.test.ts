import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandleForTests } from "@/src/db";
import type { DbHandle } from "@/src/db/client";
import { askServer, listenOpsChannel } from "@/src/server/ops/channel";
import { listStaff } from "@/src/server/staff/accounts";
import { runStaffCommand } from "@/src/server/staff/commands";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
let dir: string;
let server: net.Server;
const SITE = "https://care.example.in";

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  // Unix socket paths are short (108 bytes): a short directory under the system's tmp.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-"));
  server = listenOpsChannel(path.join(dir, "ops.sock"), SITE);
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(async () => {
  server.close();
  setDbHandleForTests(undefined);
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run staff", () => {
  it("[CS-11] runs against the database itself: add prints the link, list shows the account, bad input is refused", async () => {
    const added = await runStaffCommand(
      handle.db,
      ["add", "meera@care.example", "supervisor", "--name=Meera S"],
      SITE,
    );
    expect(added.ok).toBe(true);
    expect(added.output).toMatch(/^Added meera@care\.example \(supervisor\)\./);
    expect(added.output).toMatch(
      /\nhttps:\/\/care\.example\.in\/console\/setup\/[A-Za-z0-9_-]{40,}$/,
    );
    const list = await runStaffCommand(handle.db, ["list"], SITE);
    expect(list.output).toMatch(/meera@care\.example\s+supervisor\s+invited\s+all cities\s+never/);
    expect(
      await runStaffCommand(handle.db, ["add", "meera@care.example", "agent"], SITE),
    ).toMatchObject({
      ok: false,
      output: expect.stringContaining("already has an account"),
    });
    expect(await runStaffCommand(handle.db, ["promote", "x"], SITE)).toMatchObject({
      ok: false,
      output: expect.stringContaining("npm run staff -- add EMAIL ROLE"),
    });
  });

  it("[CS-11] asks a running server over its local socket, which only the server's own user may open", async () => {
    const socketPath = path.join(dir, "ops.sock");
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
    const added = await askServer(socketPath, {
      tool: "staff",
      args: ["add", "kabir@care.example", "agent", "--cities=Lucknow,Pune"],
    });
    expect(added.ok).toBe(true);
    expect(added.output).toContain(`${SITE}/console/setup/`);
    const [kabir] = (await listStaff(handle.db)).filter((s) => s.email === "kabir@care.example");
    expect(kabir).toMatchObject({ role: "agent", cities: ["lucknow", "pune"], state: "invited" });
    const disabled = await askServer(socketPath, {
      tool: "staff",
      args: ["disable", "kabir@care.example"],
    });
    expect(disabled).toEqual({
      ok: true,
      output: "kabir@care.example is disabled and signed out everywhere.",
    });
    const reset = await askServer(socketPath, {
      tool: "staff",
      args: ["reset", "kabir@care.example"],
    });
    expect(reset.output).toContain("New setup link");
    expect(await askServer(socketPath, { tool: "other" as "staff", args: [] })).toEqual({
      ok: false,
      output: "unknown tool",
    });
  });
});
