import "server-only";
import { randomUUID } from "node:crypto";
import { revalidateTag } from "next/cache";
import { forgetSynonyms } from "@/src/server/search";
import { SYNONYMS_TAG } from "@/src/server/search/synonyms-tag";

/**
 * This server instance's name in content_changes.origin: the rows it wrote were dropped here
 * already (at once, in the request that published); other instances drop them when they read
 * the row (./changes.ts).
 */
const state = globalThis as unknown as { vaidyaInstanceId?: string };
export function instanceId(): string {
  state.vaidyaInstanceId ??= randomUUID();
  return state.vaidyaInstanceId;
}

/**
 * Drops the tags now (server action or route handler only): expired at once rather than served
 * stale once, so the next visit renders the new values and the one after is a cache hit.
 */
export function dropTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The search keeps the vocabulary in memory, not in a tagged cache.
  if (tags.includes(SYNONYMS_TAG)) forgetSynonyms();
}
