import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Entry } from '../../../contract/entries.ts';
import type { LumpSumService } from '../../../contract/lumpsum-services.ts';
import type { Service } from '../../../contract/services.ts';
import { lumpSumServiceQueries } from '../../api/lumpsum-services.ts';
import { serviceQueries } from '../../api/services.ts';

/**
 * What the filters and the form offer to choose from, as the page has loaded it: the short lists.
 * Co-workers, customers and projects are searched by their pickers instead (`SearchSelect`).
 */
export type EntryChoices = {
  services: readonly Service[];
  lumpSumServices: readonly LumpSumService[];
};

/**
 * What the filters and the form offer to choose from, and the name of an entry's service or lump sum
 * service as a row shows it.
 */
export function useEntryChoices(): {
  choices: EntryChoices;
  serviceName: (entry: Entry) => string;
} {
  const services = useQuery(serviceQueries.list());
  const lumpSumServices = useQuery(lumpSumServiceQueries.list());
  const choices: EntryChoices = useMemo(
    () => ({ services: services.data ?? [], lumpSumServices: lumpSumServices.data ?? [] }),
    [services.data, lumpSumServices.data],
  );
  const lumpSumNames = useMemo(
    () => new Map(choices.lumpSumServices.map((service) => [service.id, service.name])),
    [choices.lumpSumServices],
  );
  const serviceName = (entry: Entry) =>
    entry.type === 3
      ? (lumpSumNames.get(entry.lumpsum_services_id ?? 0) ?? `#${entry.lumpsum_services_id}`)
      : (entry.services_name ?? '');
  return { choices, serviceName };
}
