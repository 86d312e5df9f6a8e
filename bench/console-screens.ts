/**
 * Prepares a PGlite directory for looking at the console: a supervisor account (prints its
 * one-time setup path) and two weeks of demo leads, error reports, partner enquiries, chat
 * questions, zero-result searches and CRM dead letters, so the dashboard's charts have data.
 *
 *   PGLITE_DIR=/tmp/x npx tsx --conditions=react-server src/db/cli/seed.ts --if-empty
 *   PGLITE_DIR=/tmp/x npx tsx --conditions=react-server bench/console-screens.ts
 *
 * Run while no server holds the directory; `--staff-only` adds just another supervisor.
 */
async function main() {
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error("PGLITE_DIR is required");
  const { openPglite } = await import("@/src/db/client");
  const { addStaff } = await import("@/src/server/staff/accounts");
  const handle = openPglite(dir);
  const db = handle.db;
  const exec = (q: string) => db.execute(q);
  try {
    const added = await addStaff(db, {
      email: `supervisor-${Date.now()}@care.example`,
      role: "supervisor",
      name: "Sunita Supervisor",
    });
    if (process.argv.includes("--staff-only")) {
      console.log(added.setupPath);
      return;
    }
    // About 30-80 leads a day over 15 days, from a few sources and campaigns; older ones
    // worked further down the pipeline, first calls mostly within the quarter hour.
    await exec(`
      INSERT INTO leads (name, mobile, city, lead_type, query, procedure_name, lead_source,
        utm_source, utm_campaign, consent_version, consent_at, created_at)
      SELECT
        (ARRAY['Asha Verma','Ravi Iyer','Priya Nair','Imran Khan','Meena Das','Arjun Rao'])[1 + g % 6],
        '98' || lpad((g * 7919 % 100000000)::text, 8, '0'),
        (ARRAY['Delhi NCR','Mumbai','Pune','Bengaluru'])[1 + g % 4],
        CASE WHEN g % 9 = 0 THEN 'Chat' ELSE 'Form' END,
        CASE WHEN g % 9 = 0 THEN 'Patient: How much does knee replacement cost in Pune? Bot: Between 2.5 and 4 lakh depending on the hospital. Patient: Can someone call me in the evening?' END,
        (ARRAY['Knee Replacement','Cataract Surgery','Piles Treatment','LASIK'])[1 + g % 4],
        CASE WHEN g % 7 = 0 THEN 'patientapp' END,
        (ARRAY['google','google','facebook','','instagram','bing'])[1 + g % 6],
        (ARRAY['knee-nov','cataract-diwali','piles-search','','lasik-retarget','brand'])[1 + (g / 3) % 6],
        'v1', ts, ts
      FROM (
        SELECT g, now() - (g * interval '1 minute' * (21600.0 / (900 + (g % 5) * 40))) AS ts
        FROM generate_series(1, 900) g
      ) s`);
    await exec(`
      UPDATE lead_work SET
        status = CASE
          WHEN created_at > now() - interval '6 hours' AND lead_id % 3 = 0 THEN 'new'
          WHEN lead_id % 10 < 1 THEN 'new'
          WHEN lead_id % 10 < 5 THEN 'contacted'
          WHEN lead_id % 10 < 7 THEN 'booked'
          WHEN lead_id % 10 < 8 THEN 'treated'
          ELSE 'closed' END,
        close_reason = CASE WHEN NOT (created_at > now() - interval '6 hours' AND lead_id % 3 = 0)
          AND lead_id % 10 >= 8 THEN 'not_interested' END,
        first_contact_at = CASE
          WHEN created_at > now() - interval '6 hours' AND lead_id % 3 = 0 THEN NULL
          WHEN lead_id % 10 < 1 THEN NULL
          ELSE created_at + ((lead_id % 23) * interval '1 minute') END
      WHERE created_at > now() - interval '16 days'`);
    await exec(`
      INSERT INTO error_reports (entity_kind, entity_id, page_path, message, status, created_at)
      SELECT 'doctor', d.id, '/doctor/' || d.slug,
        (ARRAY['The phone number on this page no longer works.','This doctor moved to another hospital in 2025.','Consultation fee shown is outdated; it is now ₹800.'])[1 + d.id % 3],
        CASE WHEN d.id % 4 = 0 THEN 'fixed' ELSE 'new' END,
        now() - (d.id % 50) * interval '3 hours'
      FROM (SELECT id, slug FROM doctors ORDER BY id LIMIT 6) d`);
    await exec(`
      INSERT INTO error_reports (entity_kind, entity_id, page_path, message, created_at)
      SELECT 'hospital', h.id, '/hospital/' || h.slug, 'The address is wrong: the hospital is on the other side of the highway.', now() - interval '50 minutes'
      FROM (SELECT id, slug FROM hospitals ORDER BY id LIMIT 2) h`);
    await exec(`
      INSERT INTO partner_enquiries (organisation, contact_name, mobile, email, city, kind, message,
        consent_version, consent_at, status, created_at)
      VALUES
        ('Sunrise Eye Clinic', 'Dr Kavita Menon', '9822012345', 'kavita@sunrise.example', 'Pune', 'clinic', 'We do 40 cataract surgeries a month and would like to be listed.', 'v1', now(), 'new', now() - interval '2 hours'),
        ('CityCare Diagnostics', 'Rahul Shah', '9811198765', 'rahul@citycare.example', 'Mumbai', 'diagnostic_centre', NULL, 'v1', now(), 'contacted', now() - interval '1 day'),
        ('Green Valley Hospital', 'Anita Rao', '9900011122', 'anita@greenvalley.example', 'Bengaluru', 'hospital', 'Multi-speciality, 120 beds. Interested in orthopaedic leads.', 'v1', now(), 'new', now() - interval '3 days'),
        ('Dr Suresh Gupta', 'Suresh Gupta', '9876001234', 'suresh@example.com', 'Delhi', 'doctor', 'Orthopaedic surgeon.', 'v1', now(), 'closed', now() - interval '9 days')`);
    await exec(`
      INSERT INTO search_misses (day, query, count)
      SELECT ((now() AT TIME ZONE 'UTC') + interval '330 minutes')::date - d, q, 1 + (d * 7 + length(q)) % 9
      FROM generate_series(0, 13) d,
        unnest(ARRAY['tkr surgery cost','bawasir ka ilaj','lasik near me','knee ligament','gallbladder stone laser','motiyabind','hydrocele']) q
      WHERE (d + length(q)) % 3 <> 0
      ON CONFLICT DO NOTHING`);
    await exec(`
      INSERT INTO crm_outbox (kind, lead_id, status, attempts, next_attempt_at, last_error, updated_at)
      SELECT 'lead', id, CASE WHEN id % 3 = 0 THEN 'pending' ELSE 'dead' END, 1 + id % 8, now(),
        'HTTP 502 from the CRM', created_at + interval '2 hours'
      FROM leads WHERE created_at > now() - interval '14 days' AND id % 37 = 0
      ON CONFLICT DO NOTHING`);
    console.log(added.setupPath);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
