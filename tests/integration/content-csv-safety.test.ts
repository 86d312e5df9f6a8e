import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/console/content/costs/export/route";
import type { DbHandle } from "@/src/db/client";
import { conditions, contentDrafts, contentVersions, doctors, hospitals } from "@/src/db/schema";
import { MAX_CSV_BYTES, parseCsv } from "@/src/lib/content-editing/csv";
import type { ContentActor } from "@/src/server/content-editing/actor";
import { runContentCommand } from "@/src/server/content-editing/commands";
import {
  exportHospitalsCsv,
  importCsvUpload,
  importDoctorsCsv,
  importHospitalsCsv,
} from "@/src/server/content-editing/csv";
import { saveDraft } from "@/src/server/content-editing/workflow";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { type SignedInStaff, staffMember } from "./console-support";

/** The outside attack's payload: a spreadsheet runs it as a formula (DDE) when it opens the file. */
const FORMULA = "@SUM(1+1)*cmd|' /C calc'!A0";
const HEADER = "slug,name,locality,address,phone,beds,established_year,sponsored";

let handle: DbHandle;
let member: SignedInStaff;
let editor: ContentActor;
let dir: string;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDb();
  member = await staffMember(db(), "editor");
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.93");
  if (!resolved.staff) throw new Error("not signed in");
  const s = resolved.staff;
  editor = { id: s.id, email: s.email, role: s.role, ip: s.ip };
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-safety-"));
}, 60_000);
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function firstHospital() {
  const [row] = await db().select().from(hospitals).orderBy(hospitals.id).limit(1);
  if (!row) throw new Error("no hospital");
  return row;
}

/** A hospital row of the import's shape with `name` in place of its own. */
function hospitalLine(row: Awaited<ReturnType<typeof firstHospital>>, name: string): string {
  return `${row.slug},${name},${row.locality},,,${row.beds ?? ""},${row.establishedYear ?? ""},no`;
}

/** A CSV line as a person would type it (no neutralising: the attack's own file). */
function csvLine(cells: readonly string[]): string {
  return cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",");
}

async function everything() {
  return {
    hospitals: await db().select().from(hospitals).orderBy(hospitals.id),
    doctors: await db().select().from(doctors).orderBy(doctors.id),
    drafts: await db().$count(contentDrafts),
    versions: await db().$count(contentVersions),
  };
}

describe("catalogue names follow the lead name's text rules", () => {
  it("[CE-57] a formula, a control character or a bidi override in a name is refused by line and column; nothing is published", async () => {
    const row = await firstHospital();
    const before = await everything();
    const file = `${HEADER}\n${hospitalLine(row, FORMULA)}\n`;
    const report = await importHospitalsCsv(db(), editor, file, { publish: true });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      {
        line: 2,
        column: "name",
        message: "Name cannot begin with =, +, -, @ (a spreadsheet would run it as a formula).",
      },
    ]);
    for (const name of ['=HYPERLINK("http://x","y")', "+1", "-1", "\tTab Hospital"]) {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      const r = await importHospitalsCsv(db(), editor, `${HEADER}\n${hospitalLine(row, quoted)}`, {
        publish: true,
      });
      expect(r.ok, name).toBe(false);
      expect(r.problems[0]?.column).toBe("name");
    }
    for (const [name, words] of [
      ["Asha\u202eHospital", "invisible or direction-changing character"],
      ['"Asha\nHospital"', "line break, tab or other control character"],
      ["Asha\u0007Hospital", "line break, tab or other control character"],
    ] as const) {
      const r = await importHospitalsCsv(db(), editor, `${HEADER}\n${hospitalLine(row, name)}`, {
        publish: true,
      });
      expect(
        r.problems.map((p) => [p.line, p.column]),
        JSON.stringify(name),
      ).toEqual([[2, "name"]]);
      expect(r.problems[0]?.message).toContain(words);
    }
    const doctorsExport = parseCsv((await runContentCommand(db(), ["export", "doctors"])).output);
    const [doctorHeader, doctorRow] = doctorsExport.records.map((r) => r.cells);
    const viaDoctor = await importDoctorsCsv(
      db(),
      editor,
      [doctorHeader ?? [], [doctorRow?.[0] ?? "", "=1+1", ...(doctorRow ?? []).slice(2)]]
        .map(csvLine)
        .join("\n"),
      { publish: true },
    );
    expect(viaDoctor.problems.map((p) => [p.line, p.column])).toEqual([[2, "name"]]);
    expect(await everything()).toEqual(before);
    const [after] = await db().select().from(hospitals).where(eq(hospitals.id, row.id));
    expect(after?.name).toBe(row.name);
  });

  it("[CE-57] the console's profile and page forms refuse the same names", async () => {
    const row = await firstHospital();
    const form = {
      name: FORMULA,
      locality: row.locality,
      address: row.address,
      phone: row.phone ?? "",
      beds: String(row.beds ?? ""),
      establishedYear: String(row.establishedYear ?? ""),
      sponsored: "no",
    };
    const hospital = await saveDraft(db(), editor, "hospital", row.slug, form);
    expect(hospital.ok ? [] : hospital.problems.map((p) => p.field)).toEqual(["name"]);
    const [condition] = await db().select().from(conditions).orderBy(conditions.id).limit(1);
    if (!condition) throw new Error("no condition");
    const page = await saveDraft(db(), editor, "condition", condition.slug, {
      name: "Asha\u202eDiabetes",
      nameHi: "=मधुमेह",
      summary: condition.summary,
      summaryHi: condition.summaryHi ?? undefined,
      faqs: "",
      faqsHi: "",
    });
    expect(page.ok ? [] : page.problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(["name", "nameHi"]),
    );
  });

  it("[CE-58] a Latin-1 file is refused with its line, by the command and the console; nothing is written", async () => {
    const row = await firstHospital();
    const bytes = Buffer.from(`${HEADER}\n${hospitalLine(row, "Caf\u00e9 Hospital")}\n`, "latin1");
    expect(bytes.includes(0xe9)).toBe(true);
    const file = path.join(dir, "latin1.csv");
    fs.writeFileSync(file, bytes);
    const before = await everything();
    // The command reads the file as the CLI does (src/server/content-editing/cli.ts).
    const viaCommand = await runContentCommand(db(), ["import", "hospitals", file, "--publish"], {
      [file]: fs.readFileSync(file, "utf8"),
    });
    expect(viaCommand.ok).toBe(false);
    expect(viaCommand.output).toContain("2\t-\tLine 2 is not UTF-8 text");
    const viaConsole = await importCsvUpload(db(), editor, {
      what: "hospitals",
      file: new File([bytes], "latin1.csv", { type: "text/csv" }),
      mode: "publish",
    });
    expect(viaConsole).toMatchObject({ report: { ok: false } });
    expect(viaConsole.report?.problems.map((p) => p.line)).toEqual([2]);
    expect(await everything()).toEqual(before);
    // The same file saved as UTF-8 imports.
    const good = await importHospitalsCsv(db(), editor, bytes.toString("latin1"), {
      dryRun: true,
    });
    expect(good).toMatchObject({ ok: true, changed: 1 });
  });
});

describe("every CSV the project writes is neutralised", () => {
  it("[CE-56] a formula already in a name leaves the route, the command and the export function as text, never as a formula", async () => {
    const row = await firstHospital();
    // Written before the name rule existed (or straight into the database).
    await db().update(hospitals).set({ name: FORMULA }).where(eq(hospitals.id, row.id));
    try {
      const viaRoute = await exportRoute(
        new Request("http://localhost/console/content/costs/export?what=hospitals", {
          headers: member.jar.headers(),
        }),
      );
      expect(viaRoute.status).toBe(200);
      for (const text of [
        await viaRoute.text(),
        (await runContentCommand(db(), ["export", "hospitals"])).output,
        await exportHospitalsCsv(db()),
      ]) {
        const records = parseCsv(text).records;
        const ours = records.find((r) => r.cells[0] === row.slug);
        expect(ours?.cells[1]).toBe(`'${FORMULA}`);
        for (const r of records)
          for (const cell of r.cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
      }
    } finally {
      await db().update(hospitals).set({ name: row.name }).where(eq(hospitals.id, row.id));
    }
  });

  it("[CE-56] an exported file imports unchanged: the apostrophe before a phone's + is read back off", async () => {
    const row = await firstHospital();
    await db().update(hospitals).set({ phone: "+91 522 400 1234" }).where(eq(hospitals.id, row.id));
    const exported = await exportHospitalsCsv(db());
    expect(exported).toContain(",'+91 522 400 1234,");
    expect(await importHospitalsCsv(db(), editor, exported, { dryRun: true })).toMatchObject({
      ok: true,
      changed: 0,
    });
  });
});

describe("the import's size limit", () => {
  it("[CE-59] a file over 1 MB is refused naming its size and the limit, which fits under Next.js's server-action body limit", async () => {
    expect(MAX_CSV_BYTES).toBe(1_000_000);
    // Next.js refuses a server action's body over 1 MiB (1,048,576 bytes) before the action runs.
    expect(MAX_CSV_BYTES + 16_384).toBeLessThan(1024 * 1024);
    const row = await firstHospital();
    const line = `${hospitalLine(row, row.name)}\n`;
    const big = `${HEADER}\n${line.repeat(Math.ceil(1_200_000 / line.length))}`;
    const before = await everything();
    const report = await importHospitalsCsv(db(), editor, big, { publish: true });
    expect(report.problems).toEqual([
      {
        line: 1,
        column: "",
        message: expect.stringMatching(
          /^The file is 1\.[23] MB, over the 1 MB limit: split it into smaller files\.$/,
        ),
      },
    ]);
    const viaConsole = await importCsvUpload(db(), editor, {
      what: "hospitals",
      file: new File([big], "big.csv", { type: "text/csv" }),
      mode: "publish",
    });
    expect(viaConsole).toEqual({
      error: expect.stringMatching(/^The file is 1\.[23] MB, over the 1 MB limit/),
    });
    const file = path.join(dir, "big.csv");
    fs.writeFileSync(file, big);
    const viaCommand = await runContentCommand(db(), ["import", "hospitals", file], {
      [file]: big,
    });
    expect(viaCommand.ok).toBe(false);
    expect(viaCommand.output).toContain("over the 1 MB limit");
    expect(await everything()).toEqual(before);
    const docs = fs.readFileSync(path.join(import.meta.dirname, "../../docs/console.md"), "utf8");
    expect(docs).toMatch(/CSV[^.]*at most 1 MB/);
  });
});
