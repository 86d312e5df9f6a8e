/**
 * The range of a PostgreSQL `integer` column: the catalogue's ids (doctors, hospitals, cities…)
 * and our counts. A number a client sends for such a column is checked against it before any
 * query, so that a larger one is refused with a message (400) rather than failing the statement
 * ("out of range for type integer", which would be a 500).
 */
export const MAX_INT4 = 2_147_483_647;

/** A whole number an `integer` id column may hold: 1 to MAX_INT4. */
export function isInt4Id(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_INT4;
}
