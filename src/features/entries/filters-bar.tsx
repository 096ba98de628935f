import { Box, Button, Collapse, Group, Select, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { entryBudgetTypes } from '../../../contract/entries.ts';
import { customerSearch } from '../../api/customers.ts';
import { ofAnotherCustomer, projectSearch } from '../../api/projects.ts';
import { userSearch } from '../../api/users.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { SearchSelect } from '../../components/search-select.tsx';
import type { EntryChoices } from './entry-choices.ts';
import { type EntriesListSearch, type EntriesSearch, isFiltered } from './search.ts';

type ChoiceFilter = 'user' | 'customer' | 'project' | 'service' | 'lumpsum';

const options = <Item extends { id: number; name: string }>(items: readonly Item[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * The list's filters: co-worker (for those who see everyone's entries), customer, project, service,
 * lump sum service, billing, budget and text, and the revenue of hard-budget projects for those who
 * see rates. On a phone they fold away behind a button, so the period and its entries come first.
 */
export function EntryFiltersBar({
  shown,
  phone,
  everyone,
  seesRights,
  choices,
  onSearchChange,
}: {
  shown: EntriesListSearch;
  phone: boolean;
  everyone: boolean;
  seesRights: boolean;
  choices: EntryChoices;
  onSearchChange: (change: Partial<EntriesSearch>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const [filtersShown, { toggle: toggleFilters }] = useDisclosure(false);
  const filtersId = useId();

  const queryClient = useQueryClient();

  const choose = async (key: ChoiceFilter, value: number | null) => {
    const change: Partial<EntriesSearch> = { [key]: value ?? undefined, page: 1 };
    // A project of another customer would hide everything.
    if (key === 'customer' && value !== null && shown.project !== undefined) {
      const elsewhere = await ofAnotherCustomer(queryClient, shown.project, value).catch(() => false);
      if (elsewhere) change.project = undefined;
    }
    onSearchChange(change);
  };
  const filterProps = (key: ChoiceFilter, label: string, placeholder: string) => ({
    label,
    placeholder,
    value: shown[key] ?? null,
    onChange: (value: number | null) => void choose(key, value),
    clearable: true,
    clearButtonProps: { 'aria-label': t('common.clear') },
    w: { base: '100%', xs: 200 },
  });
  const filterSelect = (
    key: ChoiceFilter,
    label: string,
    placeholder: string,
    data: { value: number; label: string }[],
  ) => (
    <Select<number>
      {...filterProps(key, label, placeholder)}
      data={data}
      searchable
      nothingFoundMessage={t('list.noRecords')}
    />
  );

  return (
    <>
      {phone && (
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            filtersShown ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
          aria-expanded={filtersShown}
          aria-controls={filtersId}
          onClick={toggleFilters}
        >
          {isFiltered(shown) ? t('entries.filters.toggleActive') : t('entries.filters.toggle')}
        </Button>
      )}
      <Collapse expanded={!phone || filtersShown} id={filtersId}>
        <Group align="flex-end" gap="md" wrap="wrap">
          {everyone && (
            <SearchSelect
              {...filterProps('user', t('entries.filters.user'), t('entries.filters.allUsers'))}
              searching={userSearch()}
            />
          )}
          <SearchSelect
            {...filterProps('customer', t('entries.filters.customer'), t('entries.filters.allCustomers'))}
            searching={customerSearch()}
          />
          <SearchSelect
            {...filterProps('project', t('entries.filters.project'), t('entries.filters.allProjects'))}
            searching={projectSearch({ customers_id: shown.customer })}
          />
          {filterSelect(
            'service',
            t('entries.filters.service'),
            t('entries.filters.allServices'),
            options(choices.services),
          )}
          {filterSelect(
            'lumpsum',
            t('entries.filters.lumpsum'),
            t('entries.filters.allLumpsums'),
            options(choices.lumpSumServices),
          )}
          <Select
            label={t('entries.filters.billable')}
            placeholder={t('entries.filters.anyBillable')}
            data={(['no', 'yes', 'billed'] as const).map((key, value) => ({
              value: String(value),
              label: t(`entries.filters.billableOptions.${key}`),
            }))}
            value={shown.billable === undefined ? null : String(shown.billable)}
            onChange={(value) =>
              onSearchChange({ billable: value === null ? undefined : (Number(value) as 0 | 1 | 2), page: 1 })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('entries.filters.budget')}
            placeholder={t('entries.filters.anyBudget')}
            data={entryBudgetTypes.map((type) => ({
              value: type,
              label: t(`entries.filters.budgetTypes.${type}`),
            }))}
            value={shown.budget ?? null}
            onChange={(value) =>
              onSearchChange({ budget: (value ?? undefined) as EntriesSearch['budget'], page: 1 })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            w={{ base: '100%', xs: 260 }}
          />
          <Box w={{ base: '100%', xs: 220 }}>
            <SearchInput
              label={t('entries.filters.text')}
              placeholder={t('entries.filters.textHint')}
              value={shown.text}
              onChange={(text) => onSearchChange({ text, page: 1 }, { replace: true })}
            />
          </Box>
          {seesRights && (
            <Switch
              label={t('entries.filters.hardRevenue')}
              checked={shown.hardRevenue === 1}
              onChange={(event) =>
                onSearchChange({ hardRevenue: event.currentTarget.checked ? 1 : undefined })
              }
              mb={8}
            />
          )}
        </Group>
      </Collapse>
    </>
  );
}
