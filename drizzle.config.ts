import { defineConfig } from "drizzle-kit";

// Only `generate` is used: migrations are applied in code (src/db/migrate.ts), because
// drizzle-kit cannot load PGlite extensions such as pg_trgm.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
