/**
 * The catalogue data layer (src/server/catalog/README.md): one module per entity, each taking the
 * database first and returning the app's own types (src/lib/catalog/types.ts), never raw rows.
 * Pages call the cached wrappers of ./cached instead (React cache() + Next.js data cache tags).
 */
export * from "./articles";
export * from "./cached";
export * from "./cities";
export * from "./city-picks";
export * from "./conditions";
export * from "./departments";
export * from "./doctors";
export * from "./home";
export * from "./hospitals";
export * from "./insurers";
export * from "./medical";
export * from "./menu";
export * from "./nearest";
export * from "./people";
export * from "./reviews";
export * from "./sitemap";
export * from "./tags";
export * from "./tests";
export * from "./treatments";
