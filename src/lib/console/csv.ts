/**
 * CSV for the console's exports. A spreadsheet runs a cell that begins with = + - @ (or a tab
 * or carriage return, which some programs strip before looking) as a formula, so such a cell
 * gets a leading single quote: shown as text, never executed on a colleague's laptop.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell, neutralised then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseCell(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line ending in CRLF (RFC 4180). */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
