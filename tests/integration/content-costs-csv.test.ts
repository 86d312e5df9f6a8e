import fs from "node:fs";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  cities,
  contentChanges,
  contentDrafts,
  contentVersions,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import { parseCsv } from "@/src/lib/content-editing/csv";
import type { ContentActor } from "@/src/server/content-editing/actor";
import { runContentCommand } from "@/src/server/content-editing/commands";
import { exportCostsCsv, importCostsCsv } from "@/src/server/content-editing/csv";
import { askServer, listenOpsChannel } from "@/src/server/ops/channel";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

const BAD = fs.readFileSync(path.join(import.meta.dirname, "content-costs-bad.csv"), "utf8");

let handle: DbHandle;
let editor: ContentActor;
let reviewer: ContentActor;
let dir: string;
let server: net.Server;
const db = () => handle.db;

async function signedIn(role: string): Promise<ContentActor> {
  const member = await staffMember(db(), role);
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.91");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  const s = resolved.staff;
  return { id: s.id, email: s.email, role: s.role, ip: s.ip };
}

async function snapshot() {
  return {
    costs: await db()
      .select()
      .from(treatmentCosts)
      .orderBy(treatmentCosts.treatmentId, treatmentCosts.cityId),
    drafts: await db().$count(contentDrafts),
    versions: await db().$count(contentVersions),
    changes: await db().$count(contentChanges),
  };
}

async function costOf(treatment: string, city: string) {
  const [row] = await db()
    .select({
      min: treatmentCosts.minCost,
      avg: treatmentCosts.avgCost,
      max: treatmentCosts.maxCost,
    })
    .from(treatmentCosts)
    .innerJoin(treatments, eq(treatments.id, treatmentCosts.treatmentId))
    .innerJoin(cities, eq(cities.id, treatmentCosts.cityId))
    .where(and(eq(treatments.slug, treatment), eq(cities.slug, city)));
  return row;
}

beforeAll(async () => {
  handle = await createTestDb();
  editor = await signedIn("editor");
  reviewer = await signedIn("reviewer");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-"));
  server = listenOpsChannel(path.join(dir, "ops.sock"), "https://care.example.in");
  await new Promise((resolve) => server.once("listening", resolve));
}, 60_000);
afterAll(async () => {
  server.close();
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("city costs by CSV", () => {
  it("[CE-9] the dry run reports every bad row of a fixture with ten kinds of errors, and changes nothing", async () => {
    const before = await snapshot();
    for (const dryRun of [true, false]) {
      const report = await importCostsCsv(db(), editor, BAD, { dryRun, publish: false });
      expect(report.ok).toBe(false);
      expect(report.written).toBe(0);
      expect(report.problems.map((p) => [p.line, p.column, p.message])).toEqual([
        [3, "treatment", 'No treatment with the slug "no-such-treatment".'],
        [4, "city", 'No city with the slug "atlantis".'],
        [5, "treatment", "The treatment is missing."],
        [6, "min_cost", "Minimum cost cannot be negative."],
        [7, "min_cost", "Minimum cost must be a number of rupees, like 150000."],
        [8, "max_cost", "Maximum cost (₹2,00,000) is less than the minimum (₹3,00,000)."],
        [9, "avg_cost", "Average cost (₹5,00,000) is more than the maximum (₹2,00,000)."],
        [10, "", "knee-replacement in lucknow is already on line 2."],
        [11, "", "6 cells where the header has 5."],
        [12, "", "Text after a closing quote: quote the whole cell."],
        [13, "min_cost", "Minimum cost must be whole rupees (no paise)."],
        [14, "max_cost", "Maximum cost is above ₹10,00,00,000: check the zeros."],
        [15, "", 'A quoted cell is never closed (a " is missing).'],
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("[CE-9] a wrong header or an empty file is one clear problem", async () => {
    const header = await importCostsCsv(db(), editor, "treatment,town,min,max\nx,y,1,2\n", {
      dryRun: true,
    });
    expect(header.problems).toEqual([
      {
        line: 1,
        column: "",
        message:
          'The header must be treatment,city,min_cost,avg_cost,max_cost (missing city, min_cost, avg_cost, max_cost; unknown "town", "min", "max").',
      },
    ]);
    const empty = await importCostsCsv(db(), editor, "", { dryRun: true });
    expect(empty.problems[0]?.message).toBe("The file is empty.");
  });

  it("[CE-9] export and import share one shape: a round trip changes nothing; an edited file imports as drafts, then published, all audited", async () => {
    const exported = await exportCostsCsv(db(), editor);
    const records = parseCsv(exported).records;
    expect(records[0]?.cells).toEqual(["treatment", "city", "min_cost", "avg_cost", "max_cost"]);
    expect(records.length).toBeGreaterThan(100);
    const same = await importCostsCsv(db(), editor, exported, { dryRun: true });
    expect(same).toMatchObject({ ok: true, changed: 0, unchanged: records.length - 1 });

    const edited = exported
      .replace(/^knee-replacement,lucknow,\d+,\d*,\d+$/m, "knee-replacement,lucknow,111111,,333333")
      .replace(
        /^knee-replacement,pune,\d+,\d*,\d+$/m,
        "knee-replacement,pune,122222,150000,344444",
      );
    const before = await snapshot();
    const dry = await importCostsCsv(db(), editor, edited, { dryRun: true });
    expect(dry).toMatchObject({ ok: true, changed: 2, written: 0 });
    expect(await snapshot()).toEqual(before);

    const drafts = await importCostsCsv(db(), editor, edited, { publish: false });
    expect(drafts).toMatchObject({ ok: true, written: 2, tags: [] });
    expect(await costOf("knee-replacement", "lucknow")).not.toMatchObject({ min: 111111 });
    expect(await db().$count(contentDrafts, eq(contentDrafts.status, "draft"))).toBe(
      before.drafts + 2,
    );

    // Publishing straight from a file is role-gated: a reviewer may not import at all.
    await expect(importCostsCsv(db(), reviewer, edited, { publish: true })).rejects.toThrow(
      /may not import/,
    );
    const published = await importCostsCsv(db(), editor, edited, { publish: true });
    expect(published).toMatchObject({
      ok: true,
      written: 2,
      tags: ["catalog:treatment:knee-replacement", "catalog:treatments"],
    });
    expect(await costOf("knee-replacement", "lucknow")).toEqual({
      min: 111111,
      avg: null,
      max: 333333,
    });
    expect(await costOf("knee-replacement", "pune")).toEqual({
      min: 122222,
      avg: 150000,
      max: 344444,
    });
    const versions = await db()
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.source, "csv"));
    expect(versions.map((v) => v.entityKey).sort()).toEqual([
      "knee-replacement@lucknow",
      "knee-replacement@pune",
    ]);
    const imports = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "content.imported"));
    expect(imports.map((a) => a.detail.as)).toEqual(["drafts", "published"]);
    expect(await db().$count(auditLog, eq(auditLog.action, "content.exported"))).toBe(1);
  });

  it("[CE-10] npm run content: export prints the CSV, a dry run with problems fails listing them, through the server's channel too", async () => {
    const exported = await runContentCommand(db(), ["export", "costs"]);
    expect(exported.ok).toBe(true);
    expect(exported.output.split("\n")[0]).toBe("treatment,city,min_cost,avg_cost,max_cost");
    const before = await snapshot();
    const dry = await runContentCommand(db(), ["import", "costs", "bad.csv", "--dry-run"], {
      "bad.csv": BAD,
    });
    expect(dry.ok).toBe(false);
    expect(dry.output).toMatch(
      /^13 problems; nothing was imported\.\nline\tcolumn\tmessage\n3\ttreatment\tNo treatment/,
    );
    const viaServer = await askServer(path.join(dir, "ops.sock"), {
      tool: "content",
      args: ["import", "costs", "bad.csv", "--publish"],
      files: { "bad.csv": BAD },
    });
    expect(viaServer).toEqual(dry);
    expect(await snapshot()).toEqual(before);
    const good =
      "treatment,city,min_cost,avg_cost,max_cost\nknee-replacement,lucknow,120000,150000,280000\n";
    const ok = await askServer(path.join(dir, "ops.sock"), {
      tool: "content",
      args: ["import", "costs", "good.csv", "--publish"],
      files: { "good.csv": good },
    });
    expect(ok).toEqual({ ok: true, output: "1 rows: 1 changed, 0 unchanged. 1 published." });
    expect(await costOf("knee-replacement", "lucknow")).toEqual({
      min: 120000,
      avg: 150000,
      max: 280000,
    });
    const [version] = await db()
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.source, "cli"));
    expect(version?.publishedByEmail).toBe("operator (npm run content)");
    expect((await runContentCommand(db(), ["frobnicate"])).ok).toBe(false);
  });
});
