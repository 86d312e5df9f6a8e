import "server-only";
import type { Database } from "../client";
import { contentVersions } from "../schema";

/**
 * What editors have published in the console (`content_versions`), by kind: the seed is a new
 * install's first copy, and after install the database is the source (decision 0024), so a
 * re-run of the seed leaves an edited entity's edited columns as the editors left them.
 */
export type EditedKeys = ReadonlyMap<string, ReadonlySet<string>>;

export async function editedKeys(tx: Database): Promise<EditedKeys> {
  const rows = await tx
    .selectDistinct({ kind: contentVersions.kind, key: contentVersions.entityKey })
    .from(contentVersions);
  const map = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = map.get(row.kind) ?? new Set<string>();
    set.add(row.key);
    map.set(row.kind, set);
  }
  return map;
}
