import { readCell } from "../csv";
import { hasBrokenEncoding } from "../text";
import {
  type CityCost,
  type Checked,
  checkCityCost,
  checkDoctorProfile,
  checkHospitalProfile,
  type DoctorProfile,
  type HospitalProfile,
} from "./fields";

/**
 * City costs as CSV, one shape for export and import:
 *   treatment,city,min_cost,avg_cost,max_cost
 * slugs for treatment and city, whole rupees (avg_cost may be blank). Pure: the server supplies
 * the known slugs and applies the rows.
 */
export const COST_COLUMNS = ["treatment", "city", "min_cost", "avg_cost", "max_cost"] as const;
export type CostColumn = (typeof COST_COLUMNS)[number];

/** 20,000 rows: every treatment in every city of the sample data, many times over. */
export const MAX_CSV_ROWS = 20_000;

/**
 * The one size limit of a CSV import, in bytes, for the console and `npm run content` alike. The
 * console sends the file to a server action, and Next.js refuses an action's body over 1 MiB
 * (1,048,576 bytes; next.config does not raise it) with a generic error before the action runs:
 * 1,000,000 leaves room for the form's other fields, so a file over the limit always gets our
 * message. The full cost export of the sample data is a few tens of kB.
 */
export const MAX_CSV_BYTES = 1_000_000;
export const MAX_CSV_MB = MAX_CSV_BYTES / 1_000_000;

/** The size refusal (one wording for the form, the server and the command), or null. */
export function csvSizeProblem(bytes: number): string | null {
  if (bytes <= MAX_CSV_BYTES) return null;
  // Rounded up, so that a file just over the limit never reads as "1.0 MB, over the 1 MB limit".
  const mb = Math.ceil(bytes / 100_000) / 10;
  return `The file is ${mb.toFixed(1)} MB, over the ${MAX_CSV_MB} MB limit: split it into smaller files.`;
}

/** UTF-8 bytes of a text (what the file weighed). */
function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Lines reported one by one when a file is not UTF-8; the rest are counted. */
const ENCODING_LINES_SHOWN = 20;

/**
 * A file saved as Latin-1 or Windows-1252 (Excel's plain "CSV") reaches us with U+FFFD where
 * each byte such as é (0xE9) was: it would publish "Caf\uFFFD". Each such line is refused.
 */
function encodingProblems(text: string): CsvProblem[] {
  if (!hasBrokenEncoding(text)) return [];
  const lines: number[] = [];
  text.split("\n").forEach((l, i) => {
    if (hasBrokenEncoding(l)) lines.push(i + 1);
  });
  const problems = lines.slice(0, ENCODING_LINES_SHOWN).map((line) => ({
    line,
    column: "",
    message: `Line ${line} is not UTF-8 text (a letter such as é was saved in another encoding): save the file as "CSV UTF-8" and import it again.`,
  }));
  if (lines.length > ENCODING_LINES_SHOWN) {
    const last = lines[ENCODING_LINES_SHOWN] ?? 1;
    problems.push({
      line: last,
      column: "",
      message: `${lines.length - ENCODING_LINES_SHOWN} more lines are not UTF-8 text.`,
    });
  }
  return problems;
}

export interface CsvProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  /** The column's name, or "" for the whole row or file. */
  column: string;
  message: string;
}

export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks; a UTF-8 BOM and
 * CRLF are accepted. A quote left open, or text after a closing quote, is a problem of its line.
 */
export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const source = text.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    const cells: string[] = [];
    let cell = "";
    let bad: string | null = null;
    for (;;) {
      if (source[i] === '"' && cell === "") {
        i++;
        let closed = false;
        while (i < source.length) {
          const ch = source[i];
          if (ch === '"') {
            if (source[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (ch === "\n") line++;
          cell += ch;
          i++;
        }
        if (!closed) bad = 'A quoted cell is never closed (a " is missing).';
        else if (
          i < source.length &&
          source[i] !== "," &&
          source[i] !== "\n" &&
          source[i] !== "\r"
        ) {
          bad = "Text after a closing quote: quote the whole cell.";
          while (i < source.length && source[i] !== "," && source[i] !== "\n") i++;
        }
      } else {
        while (i < source.length && source[i] !== "," && source[i] !== "\n" && source[i] !== "\r") {
          cell += source[i];
          i++;
        }
      }
      cells.push(cell);
      cell = "";
      if (source[i] === ",") {
        i++;
        continue;
      }
      if (source[i] === "\r") i++;
      if (source[i] === "\n") {
        i++;
        line++;
      }
      break;
    }
    if (bad) problems.push({ line: start, column: "", message: bad });
    else if (!(cells.length === 1 && cells[0]?.trim() === "")) records.push({ line: start, cells });
  }
  return { records, problems };
}

/** Exports write through the project's one CSV writer (src/lib/csv.ts). */
export { toCsv } from "../csv";

/** A CSV read against its expected header: the records after it, or the problems that stop it. */
type CsvTable =
  | { ok: true; names: string[]; records: CsvRecord[]; problems: CsvProblem[] }
  | { ok: false; problems: CsvProblem[] };

/**
 * The checks every import shares before its rows are read: the size, the encoding, a header with
 * exactly the expected columns (any order), the row limit, and the parser's own problems. Cells
 * come back as `readCell` reads them (an export's neutralising apostrophe taken off).
 */
function readCsvTable(text: string, expected: readonly string[]): CsvTable {
  const size = csvSizeProblem(utf8Length(text));
  if (size) return { ok: false, problems: [{ line: 1, column: "", message: size }] };
  const encoding = encodingProblems(text);
  if (encoding.length > 0) return { ok: false, problems: encoding };
  const parsed = parseCsv(text);
  const [header, ...records] = parsed.records.map((r) => ({ ...r, cells: r.cells.map(readCell) }));
  if (!header)
    return { ok: false, problems: [{ line: 1, column: "", message: "The file is empty." }] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = expected.filter((c) => !names.includes(c));
  const extra = names.filter((n) => !expected.includes(n));
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length ? `missing ${missing.join(", ")}` : "",
      extra.length ? `unknown ${extra.map((e) => `"${e}"`).join(", ")}` : "",
    ].filter(Boolean);
    const message = `The header must be ${expected.join(",")} (${parts.join("; ")}).`;
    return { ok: false, problems: [{ line: header.line, column: "", message }] };
  }
  const problems = [...parsed.problems];
  if (records.length > MAX_CSV_ROWS) {
    problems.push({
      line: 1,
      column: "",
      message: `More than ${MAX_CSV_ROWS} rows: split the file.`,
    });
    return { ok: false, problems };
  }
  return { ok: true, names, records, problems };
}

/** A row whose cell count differs from the header's is one problem, and no row. */
function cellCountProblem(line: number, cells: string[], names: string[]): CsvProblem | null {
  return cells.length === names.length
    ? null
    : { line, column: "", message: `${cells.length} cells where the header has ${names.length}.` };
}

export interface CostRow extends CityCost {
  line: number;
  treatment: string;
  city: string;
}

/**
 * Every problem of every row (line, column, message), and the rows when there are none. `known`
 * holds the slugs the catalogue has.
 */
export function checkCostCsv(
  text: string,
  known: { treatments: ReadonlySet<string>; cities: ReadonlySet<string> },
): { rows: CostRow[]; problems: CsvProblem[] } {
  const table = readCsvTable(text, COST_COLUMNS);
  if (!table.ok) return { rows: [], problems: table.problems };
  const { names, records, problems } = table;
  const at = (cells: string[], column: CostColumn) => (cells[names.indexOf(column)] ?? "").trim();
  const columnOf: Record<string, CostColumn> = {
    minCost: "min_cost",
    avgCost: "avg_cost",
    maxCost: "max_cost",
  };
  const seen = new Map<string, number>();
  const rows: CostRow[] = [];
  for (const { line, cells } of records) {
    const countProblem = cellCountProblem(line, cells, names);
    if (countProblem) {
      problems.push(countProblem);
      continue;
    }
    const treatment = at(cells, "treatment");
    const city = at(cells, "city");
    let rowOk = true;
    if (!treatment) {
      problems.push({ line, column: "treatment", message: "The treatment is missing." });
      rowOk = false;
    } else if (!known.treatments.has(treatment)) {
      problems.push({
        line,
        column: "treatment",
        message: `No treatment with the slug "${treatment}".`,
      });
      rowOk = false;
    }
    if (!city) {
      problems.push({ line, column: "city", message: "The city is missing." });
      rowOk = false;
    } else if (!known.cities.has(city)) {
      problems.push({ line, column: "city", message: `No city with the slug "${city}".` });
      rowOk = false;
    }
    const checked = checkCityCost({
      minCost: at(cells, "min_cost"),
      avgCost: at(cells, "avg_cost"),
      maxCost: at(cells, "max_cost"),
    });
    if (!checked.ok) {
      for (const p of checked.problems)
        problems.push({ line, column: columnOf[p.field] ?? "", message: p.message });
      rowOk = false;
    }
    const key = `${treatment}@${city}`;
    const earlier = seen.get(key);
    if (treatment && city && earlier !== undefined) {
      problems.push({
        line,
        column: "",
        message: `${treatment} in ${city} is already on line ${earlier}.`,
      });
      rowOk = false;
    } else if (treatment && city) seen.set(key, line);
    if (rowOk && checked.ok) rows.push({ line, treatment, city, ...checked.value });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: problems.length > 0 ? [] : rows, problems };
}

/**
 * A profile CSV (hospitals, doctors): one row per existing entity by slug (an import adds none),
 * its columns mapped to the profile's fields and checked by the profile's rules.
 */
export interface ProfileCsvSpec<P> {
  noun: string;
  /** CSV column → profile field, in column order after `slug`. */
  columns: Readonly<Record<string, string>>;
  check: (input: Record<string, unknown>) => Checked<P>;
}

export type ProfileRow<P> = P & { line: number; slug: string };

export const HOSPITAL_CSV: ProfileCsvSpec<HospitalProfile> = {
  noun: "hospital",
  columns: {
    name: "name",
    locality: "locality",
    address: "address",
    phone: "phone",
    beds: "beds",
    established_year: "establishedYear",
    sponsored: "sponsored",
  },
  check: (input) => checkHospitalProfile(input),
};

export const DOCTOR_CSV: ProfileCsvSpec<DoctorProfile> = {
  noun: "doctor",
  columns: {
    name: "name",
    qualifications: "qualifications",
    experience_years: "experienceYears",
    consultation_fee: "consultationFee",
    languages: "languages",
    sponsored: "sponsored",
  },
  check: (input) => checkDoctorProfile(input),
};

export const HOSPITAL_COLUMNS = ["slug", ...Object.keys(HOSPITAL_CSV.columns)] as const;
export const DOCTOR_COLUMNS = ["slug", ...Object.keys(DOCTOR_CSV.columns)] as const;

export function checkProfileCsv<P>(
  spec: ProfileCsvSpec<P>,
  text: string,
  known: ReadonlySet<string>,
): { rows: ProfileRow<P>[]; problems: CsvProblem[] } {
  const table = readCsvTable(text, ["slug", ...Object.keys(spec.columns)]);
  if (!table.ok) return { rows: [], problems: table.problems };
  const { names, records, problems } = table;
  const columnOf = Object.fromEntries(Object.entries(spec.columns).map(([c, f]) => [f, c]));
  const seen = new Map<string, number>();
  const rows: ProfileRow<P>[] = [];
  for (const { line, cells } of records) {
    const countProblem = cellCountProblem(line, cells, names);
    if (countProblem) {
      problems.push(countProblem);
      continue;
    }
    const at = (column: string) => (cells[names.indexOf(column)] ?? "").trim();
    const slug = at("slug");
    let rowOk = true;
    if (!slug) {
      problems.push({ line, column: "slug", message: "The slug is missing." });
      rowOk = false;
    } else if (!known.has(slug)) {
      problems.push({
        line,
        column: "slug",
        message: `No ${spec.noun} with the slug "${slug}" (the import adds none).`,
      });
      rowOk = false;
    } else if (seen.has(slug)) {
      problems.push({
        line,
        column: "slug",
        message: `${slug} is already on line ${seen.get(slug)}.`,
      });
      rowOk = false;
    } else seen.set(slug, line);
    // The cells as sent: the profile's rules trim them, after the name's rule has seen a tab.
    const raw = (column: string) => cells[names.indexOf(column)] ?? "";
    const input = Object.fromEntries(Object.entries(spec.columns).map(([c, f]) => [f, raw(c)]));
    const checked = spec.check(input);
    if (!checked.ok) {
      for (const p of checked.problems) {
        problems.push({ line, column: columnOf[p.field] ?? "", message: p.message });
      }
    } else if (rowOk) rows.push({ line, slug, ...checked.value });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: problems.length > 0 ? [] : rows, problems };
}

export const checkHospitalCsv = (text: string, known: ReadonlySet<string>) =>
  checkProfileCsv(HOSPITAL_CSV, text, known);
export const checkDoctorCsv = (text: string, known: ReadonlySet<string>) =>
  checkProfileCsv(DOCTOR_CSV, text, known);
