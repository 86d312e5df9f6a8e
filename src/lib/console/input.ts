import { z } from "zod";
import { MAX_INT4 } from "@/src/lib/int-range";

/**
 * The console's input rules, applied where a server action or a page first reads what the
 * browser sent, before anything reaches the database. Server actions are public endpoints (any
 * client may post to one with the `Next-Action` header and an argument list of its choosing),
 * and PostgreSQL refuses a NUL in text, an integer past 2^31 or a year 0: each of those failed
 * the statement, a 500 with a stack trace, instead of a message.
 */

/**
 * C0 control characters other than tab, line feed and carriage return (a note or an article may
 * hold those), and DEL. No form field or address of the console needs one.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE =
  "The text holds a character that cannot be stored (a control character such as NUL). Remove it and try again.";

export const MALFORMED_FORM_MESSAGE =
  "This form did not arrive as the console sends it. Reload the page and try again.";

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The form of a server action's call, checked: a FormData whose field names and text values
 * hold no control character. Otherwise the message to show (the form's error state).
 */
export function checkForm(value: unknown): { form: FormData } | { error: string } {
  if (!(value instanceof FormData)) return { error: MALFORMED_FORM_MESSAGE };
  for (const [name, entry] of value.entries()) {
    if (hasControlCharacter(name)) return { error: CONTROL_CHARACTER_MESSAGE };
    if (typeof entry === "string" && hasControlCharacter(entry)) {
      return { error: CONTROL_CHARACTER_MESSAGE };
    }
  }
  return { form: value };
}

/**
 * A record id, as a number or its decimal digits, from 1 to `max`: 2^31-1 for an `integer`
 * column (queue items, drafts, versions), up to 2^53-1 for a `bigint` one (leads, audit entries).
 */
export function recordIdSchema(max: number = MAX_INT4) {
  return z.union([
    z.number().int().min(1).max(max),
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .transform(Number)
      .pipe(z.number().max(max)),
  ]);
}

/** Ids of `bigint` columns (leads, audit entries): as far as JavaScript counts exactly. */
export const MAX_BIGINT_ID = Number.MAX_SAFE_INTEGER;

/** The id, or null when `value` is not one (letters, 1e400, -1, 1.5, past `max`). */
export function parseRecordId(value: unknown, max: number = MAX_INT4): number | null {
  const parsed = recordIdSchema(max).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A form field's text ("" when absent or a file), at most `max` characters. */
export function formText(form: FormData, name: string, max = 10_000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** Years a console date may name: a lead, an audit entry or a fact check is never outside them. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

/**
 * A calendar day (YYYY-MM-DD) that exists, between 1900 and 2100, or null. `0001-01-01` and
 * `2026-02-30` are refused: the first is a year PostgreSQL reads differently from JavaScript
 * (or not at all: year 0), the second rolled over to March.
 */
export function parseDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** A page number of a console list: 1 to 100,000 (a deeper page would only scan). */
export function parsePageNumber(value: unknown): number | null {
  if (value === undefined || value === "") return 1;
  if (typeof value !== "string" || !/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= 100_000 ? page : null;
}

/** The query values of a page, one per name: a repeated name reads its first value. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/**
 * The first name or value of an address's query that holds a control character, or null.
 * Such an address was not made by a console link or form.
 */
export function controlCharacterParam(params: SearchParamsRecord | URLSearchParams): string | null {
  const pairs: [string, string][] =
    params instanceof URLSearchParams
      ? [...params]
      : Object.entries(params).flatMap(([name, v]) =>
          (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((one): [string, string] => [
            name,
            one,
          ]),
        );
  for (const [name, value] of pairs) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return name;
  }
  return null;
}

/** What a console page says about a query value no console link makes. */
export const queryProblem = {
  control: (name: string) =>
    `The address's "${name}" holds a control character (such as NUL), which no console link sends.`,
  day: (name: string) =>
    `"${name}" is not a calendar day between ${FIRST_YEAR} and ${LAST_YEAR} (YYYY-MM-DD).`,
  page: (name = "page") => `"${name}" is not a page number (a whole number from 1).`,
  id: (name: string) => `"${name}" is not a record number (a whole number from 1).`,
};

/** A query value as one string: a repeated name (`?q=a&q=b`) reads its first value. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
