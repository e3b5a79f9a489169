-- Extensions needed before the first tables (PGlite: load pg_trgm via `extensions: { pg_trgm }`).
-- pg_trgm: trigram GIN indexes for case-insensitive search (ILIKE '%term%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
