import { notInArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { searchDocuments, searchSynonyms } from "./schema";

/**
 * Rebuilds the search index (docs/architecture.md "Search") from the catalogue in one statement
 * pair, in the caller's transaction when it has one: the seed and the scale seed call it after
 * loading, a catalogue write after its change. Every entity type is one SELECT below; `search_text`
 * holds what a patient may type (English and Hindi names, speciality, locality, city, symptoms), in
 * lower case. ArticleType codes as in src/lib/search/query.ts.
 */
export async function rebuildSearchIndex(db: Database): Promise<number> {
  await db.execute(sql`DELETE FROM search_documents`);
  await db.execute(sql`
    INSERT INTO search_documents
      (article_type, entity_id, slug, city_id, title, title_hi, subtitle, search_text, popularity)
    SELECT 1, d.id, d.slug, d.city_id, d.name, NULL, dep.name || ', ' || c.name,
      lower(concat_ws(' ', d.name, dep.name, dep.name_hi, array_to_string(dep.specializations, ' '),
        d.qualifications, c.name, h.name, h.locality)),
      coalesce(d.rating, 0) + d.experience_years / 100.0
    FROM doctors d
    JOIN departments dep ON dep.id = d.department_id
    JOIN cities c ON c.id = d.city_id
    LEFT JOIN hospitals h ON h.id = d.hospital_id
    UNION ALL
    SELECT 2, h.id, h.slug, h.city_id, h.name, NULL, h.locality || ', ' || c.name,
      lower(concat_ws(' ', h.name, h.locality, c.name, 'hospital',
        array_to_string(h.accreditations, ' '),
        -- Its departments: "knee replacement" with Pune chosen finds Pune's orthopaedic hospitals.
        (SELECT string_agg(dep.name, ' ') FROM hospital_departments hd
          JOIN departments dep ON dep.id = hd.department_id WHERE hd.hospital_id = h.id))),
      coalesce(h.rating, 0) + coalesce(h.beds, 0) / 10000.0
    FROM hospitals h JOIN cities c ON c.id = h.city_id
    UNION ALL
    SELECT 3, t.id, t.slug, NULL, t.name, t.name_hi, dep.name,
      lower(concat_ws(' ', t.name, t.name_hi, dep.name, dep.name_hi,
        (SELECT string_agg(co.name, ' ') FROM treatment_conditions tc
          JOIN conditions co ON co.id = tc.condition_id WHERE tc.treatment_id = t.id))),
      CASE WHEN t.popular_rank IS NULL THEN 0 ELSE 100 - t.popular_rank END
    FROM treatments t JOIN departments dep ON dep.id = t.department_id
    UNION ALL
    SELECT 4, co.id, co.slug, NULL, co.name, co.name_hi, dep.name,
      lower(concat_ws(' ', co.name, co.name_hi, dep.name, dep.name_hi,
        array_to_string(co.symptoms, ' '))),
      0
    FROM conditions co JOIN departments dep ON dep.id = co.department_id
    UNION ALL
    SELECT CASE WHEN b.language = 'hi' THEN 6 ELSE 5 END, b.id, b.slug, NULL, b.title, NULL,
      coalesce(dep.name, ''),
      lower(concat_ws(' ', b.title, dep.name, dep.name_hi)),
      extract(epoch FROM b.published_at) / 1e10
    FROM blog_posts b LEFT JOIN departments dep ON dep.id = b.department_id
    UNION ALL
    SELECT 7, dep.id, dep.slug, NULL, dep.name, dep.name_hi, '',
      lower(concat_ws(' ', dep.name, dep.name_hi, array_to_string(dep.specializations, ' '))),
      100 - dep.position
    FROM departments dep
    UNION ALL
    SELECT 8, dt.id, dt.slug, NULL, dt.name, dt.name_hi, dt.sample_type,
      lower(concat_ws(' ', dt.name, dt.name_hi, dt.sample_type, 'test')),
      0
    FROM diagnostic_tests dt
    UNION ALL
    -- Insurers and government schemes: "star health", "ayushman card" lead to their page.
    SELECT 9, i.id, i.slug, NULL, i.name, NULL,
      CASE WHEN i.type = 'Govt.' THEN 'Government scheme' ELSE 'Health insurance' END,
      lower(concat_ws(' ', i.name, replace(i.slug, '-', ' '),
        CASE WHEN i.type = 'Govt.' THEN 'government scheme yojana card'
          ELSE 'health insurance policy cashless' END)),
      CASE WHEN i.type = 'Govt.' THEN 1 ELSE 0 END
    FROM insurers i
  `);
  return db.$count(searchDocuments);
}

/** Loads the synonyms (src/db/seed/data/search-synonyms.ts), replacing the table's rows. */
export async function loadSearchSynonyms(
  db: Database,
  synonyms: Readonly<Record<string, readonly string[]>>,
  /** Terms editors changed in the console: kept as they published them (decision 0024). */
  keep: ReadonlySet<string> = new Set(),
): Promise<void> {
  await db
    .delete(searchSynonyms)
    .where(keep.size > 0 ? notInArray(searchSynonyms.term, [...keep]) : undefined);
  const rows = Object.entries(synonyms)
    .filter(([term]) => !keep.has(term))
    .map(([term, expansions]) => ({ term, expansions: [...expansions] }));
  if (rows.length > 0) await db.insert(searchSynonyms).values(rows);
}
