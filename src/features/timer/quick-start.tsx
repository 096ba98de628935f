import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '../../../contract/common.ts';
import { customerQueries, customerSearch } from '../../api/customers.ts';
import { projectQueries, projectSearch } from '../../api/projects.ts';
import { serviceQueries } from '../../api/services.ts';
import { SearchSelect } from '../../components/search-select.tsx';
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
  const services = useQuery(serviceQueries.list());
  const [customer, setCustomer] = useState<number | null>(null);
  const [project, setProject] = useState<number | null>(null);
  const [service, setService] = useState<string | null>(null);
  const [text, setText] = useState('');
  // The pickers have read the chosen records; their names make the booking's line.
  const customerName = useQuery({ ...customerQueries.detail(customer ?? 0), enabled: customer !== null }).data
    ?.record.name;
  const projectName = useQuery({ ...projectQueries.detail(project ?? 0), enabled: project !== null }).data
    ?.record.name;

  return (
    <form
      aria-label={submitLabel ?? t('timer.startTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (customer === null || service === null) return;
        onStart({
          label: bookingLine(
            [customerName, projectName, services.data?.find((item) => String(item.id) === service)?.name],
            text.trim(),
          ),
          customers_id: customer,
          projects_id: project,
          services_id: Number(service),
          text,
          billable: 1,
        });
      }}
    >
      <Stack gap={6}>
        <SearchSelect
          size="xs"
          label={t('timer.customer')}
          searching={customerSearch(true)}
          value={customer}
          onChange={(value) => {
            setCustomer(value);
            setProject(null);
          }}
          comboboxProps={{ withinPortal: false }}
        />
        <Group grow gap={6} wrap="nowrap">
          <SearchSelect
            size="xs"
            label={t('timer.project')}
            placeholder={t('timer.noProject')}
            clearable
            searching={projectSearch({ customers_id: customer ?? undefined, active: true })}
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
