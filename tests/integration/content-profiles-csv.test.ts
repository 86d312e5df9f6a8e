import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { contentDrafts, contentVersions, doctors, hospitals } from "@/src/db/schema";
import { parseCsv } from "@/src/lib/content-editing/csv";
import type { ContentActor } from "@/src/server/content-editing/actor";
import { runContentCommand } from "@/src/server/content-editing/commands";
import {
  exportDoctorsCsv,
  exportHospitalsCsv,
  importDoctorsCsv,
  importHospitalsCsv,
} from "@/src/server/content-editing/csv";
import { findProfiles } from "@/src/server/content-editing/console";
import { listVersions, publishDraft, saveDraft } from "@/src/server/content-editing/workflow";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
let editor: ContentActor;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDb();
  const member = await staffMember(db(), "editor");
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.92");
  if (!resolved.staff) throw new Error("not signed in");
  const s = resolved.staff;
  editor = { id: s.id, email: s.email, role: s.role, ip: s.ip };
}, 60_000);
afterAll(async () => {
  await handle.close();
});

const HEADER = "slug,name,locality,address,phone,beds,established_year,sponsored";

describe("hospitals by CSV", () => {
  it("[CE-12] the dry run lists each bad row's problems and changes nothing; a round trip changes nothing", async () => {
    const exported = await exportHospitalsCsv(db());
    const [header, first] = parseCsv(exported).records;
    expect(header?.cells.join(",")).toBe(HEADER);
    const slug = first?.cells[0] ?? "";
    expect(await importHospitalsCsv(db(), editor, exported, { dryRun: true })).toMatchObject({
      ok: true,
      changed: 0,
    });
    const bad = [
      HEADER,
      "no-such-hospital,X Hospital,Gomti Nagar,,,100,2001,no",
      `${slug},,Gomti Nagar,,,100,2001,no`,
      `${slug},<b>Bold</b> Hospital,Gomti Nagar,,call us,-3,2999,maybe`,
    ].join("\n");
    const before = await db().select().from(hospitals).orderBy(hospitals.id);
    const report = await importHospitalsCsv(db(), editor, bad, { publish: true });
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.line, p.column])).toEqual([
      [2, "slug"],
      [3, "name"],
      [4, "slug"],
      [4, "name"],
      [4, "phone"],
      [4, "beds"],
      [4, "established_year"],
      [4, "sponsored"],
    ]);
    expect(report.problems[0]?.message).toBe(
      'No hospital with the slug "no-such-hospital" (the import adds none).',
    );
    expect(await db().select().from(hospitals).orderBy(hospitals.id)).toEqual(before);
  });

  it("[CE-12] an edited row imports as a draft that an editor publishes, or published at once, versioned with its tags", async () => {
    const exported = await exportHospitalsCsv(db());
    const line = exported.split("\n")[1] ?? "";
    const slug = line.split(",")[0] ?? "";
    const [row] = await db().select().from(hospitals).where(eq(hospitals.slug, slug));
    if (!row) throw new Error("no hospital");
    const edited = `${HEADER}\n${slug},${row.name},${row.locality},"12 MG Road, Block ""A""",+91 522 400 1234,321,1999,yes\n`;
    const drafts = await importHospitalsCsv(db(), editor, edited, { publish: false });
    expect(drafts).toMatchObject({ ok: true, written: 1 });
    const [draft] = await db()
      .select()
      .from(contentDrafts)
      .where(eq(contentDrafts.entityKey, slug));
    if (!draft) throw new Error("no draft");
    const published = await publishDraft(db(), editor, draft.id);
    expect(published.tags).toEqual([`catalog:hospital:${slug}`, "catalog:hospitals"]);
    const [after] = await db().select().from(hospitals).where(eq(hospitals.slug, slug));
    expect(after).toMatchObject({
      address: '12 MG Road, Block "A"',
      phone: "+91 522 400 1234",
      beds: 321,
      establishedYear: 1999,
      sponsored: true,
    });
    const versions = await listVersions(db(), "hospital", slug);
    expect(versions[0]?.version.diff.map((d) => d.field)).toEqual(
      expect.arrayContaining(["address", "phone", "beds", "establishedYear", "sponsored"]),
    );
    const viaCommand = await runContentCommand(
      db(),
      ["import", "hospitals", "h.csv", "--publish"],
      {
        "h.csv": edited.replace(",321,", ",322,"),
      },
    );
    expect(viaCommand).toEqual({
      ok: true,
      output: "1 rows: 1 changed, 0 unchanged. 1 published.",
    });
    expect(await db().$count(contentVersions, eq(contentVersions.entityKey, slug))).toBe(2);
    expect((await runContentCommand(db(), ["export", "hospitals"])).output).toContain(`${slug},`);
  });

  it("[CE-12] [CE-70] doctors: bad rows are listed and change nothing; a new fee or qualifications is refused; a good file publishes the profile fields, languages as a list", async () => {
    const exported = await exportDoctorsCsv(db());
    const records = parseCsv(exported).records;
    expect(records[0]?.cells.join(",")).toBe(
      "slug,name,qualifications,experience_years,consultation_fee,languages,sponsored",
    );
    expect(await importDoctorsCsv(db(), editor, exported, { dryRun: true })).toMatchObject({
      ok: true,
      changed: 0,
    });
    const slug = records[1]?.cells[0] ?? "";
    const [row] = await db().select().from(doctors).where(eq(doctors.slug, slug));
    if (!row) throw new Error("no doctor");
    const head = "slug,name,qualifications,experience_years,consultation_fee,languages,sponsored";
    const before = await db().select().from(doctors).orderBy(doctors.id);
    const bad = await importDoctorsCsv(
      db(),
      editor,
      `${head}\n${slug},${row.name},MBBS,-2,abc,English,perhaps\nnobody,Dr X,MBBS,5,500,,no\n`,
      { publish: true },
    );
    expect(bad.problems.map((p) => [p.line, p.column])).toEqual([
      [2, "experience_years"],
      [2, "consultation_fee"],
      [2, "sponsored"],
      [3, "slug"],
    ]);
    expect(await db().select().from(doctors).orderBy(doctors.id)).toEqual(before);
    // A new fee or qualifications waits for a reviewer (CE-70): a published import refuses it.
    const signedOff = await importDoctorsCsv(
      db(),
      editor,
      `${head}\n${slug},${row.name},"MBBS, MS (Ortho)",23,900,Hindi; English ;Awadhi,no\n`,
      { publish: true },
    );
    expect(signedOff.problems.map((p) => p.line)).toEqual([2]);
    expect(await db().select().from(doctors).orderBy(doctors.id)).toEqual(before);
    const good = await importDoctorsCsv(
      db(),
      editor,
      `${head}\n${slug},${row.name},"${row.qualifications}",23,${row.consultationFee ?? ""},Hindi; English ;Awadhi,no\n`,
      { publish: true },
    );
    expect(good).toMatchObject({
      ok: true,
      written: 1,
      tags: [`catalog:doctor:${slug}`, "catalog:doctors"],
    });
    const [after] = await db().select().from(doctors).where(eq(doctors.slug, slug));
    expect(after).toMatchObject({
      qualifications: row.qualifications,
      experienceYears: 23,
      consultationFee: row.consultationFee,
      languages: ["Hindi", "English", "Awadhi"],
    });
    expect((await runContentCommand(db(), ["export", "doctors"])).output).toContain(
      `,23,${row.consultationFee ?? ""},Hindi; English; Awadhi,`,
    );
  });

  it("[CE-12] the console's profile form: found by name, a bad value is refused, a good one saved as a draft and published", async () => {
    const [first] = await db().select().from(hospitals).orderBy(hospitals.id).limit(1);
    if (!first) throw new Error("no hospital");
    const found = await findProfiles(db(), "hospital", first.name.slice(0, 6));
    expect(found.map((f) => f.slug)).toContain(first.slug);
    expect(await findProfiles(db(), "doctor", "%")).toEqual([]);
    const form = {
      name: first.name,
      locality: first.locality,
      address: first.address,
      phone: first.phone ?? "",
      beds: "abc",
      establishedYear: String(first.establishedYear ?? ""),
      sponsored: "no",
    };
    const bad = await saveDraft(db(), editor, "hospital", first.slug, form);
    expect(bad.ok ? [] : bad.problems.map((p) => p.message)).toEqual([
      "Beds must be a whole number from 1 to 10000.",
    ]);
    const good = await saveDraft(db(), editor, "hospital", first.slug, { ...form, beds: "444" });
    if (!good.ok) throw new Error(JSON.stringify(good.problems));
    expect(good.changes.map((c) => [c.field, c.after])).toEqual([["beds", 444]]);
    await publishDraft(db(), editor, good.draft.id);
    const [after] = await db().select().from(hospitals).where(eq(hospitals.id, first.id));
    expect(after?.beds).toBe(444);
  });
});
