-- pg_trgm backs typo-tolerant search. PGlite ships it as an extension that every
-- process opening the data directory must load (src/db/client.ts does).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
