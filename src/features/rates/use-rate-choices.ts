import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import type { Project } from '../../../contract/projects.ts';
import type { RateTarget } from '../../../contract/rates.ts';
import type { Service } from '../../../contract/services.ts';
import type { User } from '../../../contract/users.ts';
import { everyCustomerQuery } from '../../api/customers.ts';
import { everyProjectQuery } from '../../api/projects.ts';
import { serviceQueries } from '../../api/services.ts';
import { userQueries } from '../../api/users.ts';

/** What a rate may apply to, as loaded for the page and the form. */
export type RateChoices = {
  customers: readonly Customer[];
  projects: readonly Project[];
  services: readonly Service[];
  users: readonly User[];
};

export function useRateChoices(): RateChoices {
  const customers = useQuery(everyCustomerQuery());
  const projects = useQuery(everyProjectQuery());
  const services = useQuery(serviceQueries.list());
  const users = useQuery(userQueries.list());
  return useMemo(
    () => ({
      customers: customers.data ?? [],
      projects: projects.data ?? [],
      services: services.data ?? [],
      users: users.data ?? [],
    }),
    [customers.data, projects.data, services.data, users.data],
  );
}

/** A rate's target in words: "Willa Worker · Website (Acme)", or the company default. */
export function useTargetName(choices: RateChoices): (target: RateTarget) => string {
  const { t } = useTranslation();
  return (target) => {
    // A record not loaded (yet) is named by its id rather than left out.
    const name = (items: readonly { id: number; name: string }[], id: number | null) =>
      id === null ? null : (items.find((item) => item.id === id)?.name ?? `#${id}`);
    const project = name(choices.projects, target.projects_id);
    const projectCustomer = choices.projects.find((item) => item.id === target.projects_id)?.customers_id;
    const customer = name(choices.customers, target.customers_id ?? projectCustomer ?? null);
    const parts = [
      name(choices.users, target.users_id),
      project === null || customer === null ? (project ?? customer) : `${project} (${customer})`,
      name(choices.services, target.services_id),
    ].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(' · ') : t('rates.company');
  };
}
