/**
 * The tag a published change of the search vocabulary drops (content kind `search_term`): the
 * poller of every instance receives it like the catalogue's tags
 * (src/server/content-editing/changes.ts) and the search forgets the synonyms it keeps, so the
 * next query reads them again (docs/decisions/0039-search-vocabulary-signed-off.md). Shaped like
 * the catalogue's tags, which the loopback route accepts.
 */
export const SYNONYMS_TAG = "catalog:search-synonyms";
