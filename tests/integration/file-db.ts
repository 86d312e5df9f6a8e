import { afterAll, beforeAll } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { createTestDb } from "../fixtures/db";

/**
 * A fresh database for the calling test file (also the app's, so route handlers use it): set
 * before its first test, closed after its last. Read `handle` inside tests and hooks.
 */
export function fileDb(): { handle: DbHandle } {
  const file = {} as { handle: DbHandle };
  beforeAll(async () => {
    file.handle = await createTestDb();
  });
  afterAll(async () => {
    await file.handle.close();
  });
  return file;
}
