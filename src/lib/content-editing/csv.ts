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
export const MAX_CSV_BYTES = 5_000_000;

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

function quote(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header.join(",")];
  for (const row of rows) lines.push(row.map((v) => quote(v === null ? "" : String(v))).join(","));
  return `${lines.join("\n")}\n`;
}

/** A CSV read against its expected header: the records after it, or the problems that stop it. */
type CsvTable =
  | { ok: true; names: string[]; records: CsvRecord[]; problems: CsvProblem[] }
  | { ok: false; problems: CsvProblem[] };

/**
 * The checks every import shares before its rows are read: the size, a header with exactly the
 * expected columns (any order), the row limit, and the parser's own problems.
 */
function readCsvTable(text: string, expected: readonly string[]): CsvTable {
  if (text.length > MAX_CSV_BYTES) {
    const message = `The file is over ${MAX_CSV_BYTES / 1_000_000} MB.`;
    return { ok: false, problems: [{ line: 1, column: "", message }] };
  }
  const parsed = parseCsv(text);
  const [header, ...records] = parsed.records;
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
    const input = Object.fromEntries(Object.entries(spec.columns).map(([c, f]) => [f, at(c)]));
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
