import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '../../../contract/common.ts';
import { allCustomersFilters, customerQueries } from '../../api/customers.ts';
import { allProjectsFilters, projectQueries } from '../../api/projects.ts';
import { serviceQueries } from '../../api/services.ts';
import { bookingLine, type Combination } from './use-timer.ts';

const options = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * A combination not booked lately: customer, project, service and (for a timer) text; the timer
 * starts it, the timesheet adds it as a row.
 */
export function QuickStart({
  disabled,
  onStart,
  submitLabel,
  withText = true,
}: {
  disabled: boolean;
  onStart: (combination: Combination) => void;
  submitLabel?: string;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const customers = useQuery(customerQueries.list(allCustomersFilters));
  const projects = useQuery(projectQueries.list(allProjectsFilters));
  const services = useQuery(serviceQueries.list());
  const [customer, setCustomer] = useState<string | null>(null);
  const [project, setProject] = useState<string | null>(null);
  const [service, setService] = useState<string | null>(null);
  const [text, setText] = useState('');
  const customerProjects = (projects.data?.projects ?? []).filter(
    (item) => String(item.customers_id) === customer && item.active,
  );

  return (
    <form
      aria-label={submitLabel ?? t('timer.startTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (customer === null || service === null) return;
        const nameOf = (items: readonly { id: number; name: string }[] | undefined, chosen: string | null) =>
          items?.find((item) => String(item.id) === chosen)?.name;
        onStart({
          label: bookingLine(
            [
              nameOf(customers.data?.customers, customer),
              nameOf(customerProjects, project),
              nameOf(services.data, service),
            ],
            text.trim(),
          ),
          customers_id: Number(customer),
          projects_id: project === null ? null : Number(project),
          services_id: Number(service),
          text,
          billable: 1,
        });
      }}
    >
      <Stack gap={6}>
        <Select
          size="xs"
          label={t('timer.customer')}
          searchable
          data={options(customers.data?.customers ?? [])}
          value={customer}
          onChange={(value) => {
            setCustomer(value);
            setProject(null);
          }}
          comboboxProps={{ withinPortal: false }}
        />
        <Group grow gap={6} wrap="nowrap">
          <Select
            size="xs"
            label={t('timer.project')}
            placeholder={t('timer.noProject')}
            clearable
            searchable
            data={options(customerProjects)}
            value={project}
            onChange={setProject}
            disabled={customer === null}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            size="xs"
            label={t('timer.service')}
            searchable
            data={options((services.data ?? []).filter((item) => item.active))}
            value={service}
            onChange={setService}
            comboboxProps={{ withinPortal: false }}
          />
        </Group>
        {withText && (
          <TextInput
            size="xs"
            label={t('timer.text')}
            maxLength={NOTE_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        <Button type="submit" size="compact-sm" disabled={disabled || customer === null || service === null}>
          {submitLabel ?? t('timer.start')}
        </Button>
      </Stack>
    </form>
  );
}
