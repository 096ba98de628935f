import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Text in the order people read it, whatever the database's own collation: case and accents count
 * only to break ties, so "Bäckerei" comes before "Blauwal" and "apfel" before "Birne". ICU's root
 * collation is in PGlite and in PostgreSQL as packaged by the common distributions.
 */
export function readingOrder(column: SQLWrapper): SQL {
  return sql`${column} collate "und-x-icu"`;
}
