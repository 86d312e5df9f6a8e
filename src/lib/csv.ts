/**
 * The one CSV writer: every CSV the project writes (the console's lead export, the content
 * exports of the console and of `npm run content`) writes its cells through `csvCell`.
 *
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return, which some
 * programs strip before looking) as a formula (OWASP "CSV injection"), so such a cell gets a
 * leading apostrophe: shown as text, never executed on a colleague's laptop. The content imports
 * read that apostrophe back off (`readCell`), so an exported file imports unchanged.
 */
import { looksLikeFormula } from "./text";

export function neutraliseCell(value: string): string {
  return looksLikeFormula(value) ? `'${value}` : value;
}

/** A cell as an import reads it: the apostrophe `neutraliseCell` added is taken off again. */
export function readCell(cell: string): string {
  return cell.startsWith("'") && looksLikeFormula(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One cell, neutralised then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseCell(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line ending in CRLF (RFC 4180), or in `eol`. */
export function csvRow(values: readonly unknown[], eol = "\r\n"): string {
  return `${values.map(csvCell).join(",")}${eol}`;
}

/**
 * A whole file: the header, then one line per row. The content exports end lines in LF (their
 * files are edited and imported again; the import takes either).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  eol = "\n",
): string {
  return [header, ...rows].map((r) => csvRow(r, eol)).join("");
}
