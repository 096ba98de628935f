import { z } from 'zod';
import { matchesTyped } from './palette-store.ts';
import { statusFilterValues, statusToActive } from './status-filter.tsx';

/** What a catalogue record (a service, a lump sum service) has in common. */
export type CatalogueRecord = { name: string; number: string | null; active: boolean; note: string | null };

/**
 * A catalogue list's state as the URL holds it. Apart from the page so that the route's search
 * validation does not pull the page's components into the entry chunk.
 */
export const catalogueSearchSchema = z.object({
  active: z.enum(statusFilterValues).default('all').catch('all'),
  search: z.string().max(100).default('').catch(''),
});
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>;

/** The interface answers a whole catalogue at once, so its lists search and filter by status here. */
export function matchesCatalogue(record: CatalogueRecord, search: CatalogueSearch): boolean {
  const active = statusToActive(search.active);
  if (active !== undefined && record.active !== active) return false;
  return search.search.trim() === '' || matchesTyped(search.search, record.name, record.number);
}
