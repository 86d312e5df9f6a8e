import { expect } from "vitest";
import type { Database } from "@/src/db";
import { fileDb } from "./file-db";

/** The calling test file's own seeded database, as the catalogue functions take it. */
export function catalogDb(): () => Database {
  const file = fileDb();
  return () => file.handle.db;
}

/** The catalogue's results pass through Next.js's cache as JSON: they must survive it unchanged. */
export function expectJsonSafe(value: unknown) {
  expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);
}
