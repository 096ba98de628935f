import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { yearOf } from '../../../contract/dates.ts';
import { rights } from '../../../contract/rights.ts';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { useCaller } from '../../lib/auth.ts';
import { localeFor } from '../../lib/format.ts';
import { BatchProgress } from './batch-progress.tsx';
import { useYearEndClose } from './use-year-end-close.ts';
import { useYearEndColumns } from './year-end-columns.tsx';
import { YearEndControls } from './year-end-controls.tsx';
import { YearEndNotices } from './year-end-notices.tsx';

type YearEndProps = {
  year: number;
  /** The caller's day, in their time zone: a year ending after it has not ended. */
  today: string;
  search: string;
  /** The most holiday days anyone carries; null: no cap. */
  cap: number | null;
  onYearChange: (year: number) => void;
  onSearchChange: (search: string) => void;
  onCapChange: (cap: number | null) => void;
};

/** The year-end close: for owners and managers; anyone else who opens the address is told why not. */
export function YearEndPage(props: YearEndProps) {
  const { t } = useTranslation();
  if (!rights.writesMasterData(useCaller())) {
    return (
      <Stack gap="md">
        <PageTitle>{t('yearEnd.title')}</PageTitle>
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('yearEnd.workerNotice')}
        </Alert>
      </Stack>
    );
  }
  return <YearEndClose {...props} />;
}

function YearEndClose({ year, today, search, cap, onYearChange, onSearchChange, onCapChange }: YearEndProps) {
  const { t, i18n } = useTranslation();
  const next = year + 1;
  const needle = search.trim().toLocaleLowerCase();
  const close = useYearEndClose({ year, needle, cap, today });
  const { open, selected, busy, batch } = close;
  const { columns, card } = useYearEndColumns(year, close);

  return (
    <Stack gap="md">
      <div>
        <PageTitle>{t('yearEnd.title')}</PageTitle>
        <Text size="sm" c="dimmed" maw={720}>
          {t('yearEnd.description', { year, next })}
        </Text>
      </div>

      <YearEndControls
        year={year}
        thisYear={yearOf(today)}
        search={search}
        cap={cap}
        close={close}
        onYearChange={onYearChange}
        onSearchChange={onSearchChange}
        onCapChange={onCapChange}
      />

      {close.failed ? (
        <ErrorPanel
          error={close.failed.error}
          onRetry={() => {
            for (const query of close.sources) if (query.isError) void query.refetch();
          }}
          retrying={close.sources.some((query) => query.isFetching)}
        />
      ) : close.loading ? (
        <TableSkeleton />
      ) : (
        <>
          <YearEndNotices year={year} close={close} />

          <Group justify="space-between" align="center" gap="sm">
            <Checkbox
              label={t('yearEnd.selectAll', { next })}
              checked={open.length > 0 && selected.length === open.length}
              indeterminate={selected.length > 0 && selected.length < open.length}
              disabled={busy || open.length === 0}
              onChange={(event) =>
                close.setSelected(
                  open.map((row) => row.id),
                  event.currentTarget.checked,
                )
              }
            />
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() => void close.saveSelected()}
              disabled={selected.length === 0}
              loading={busy}
            >
              {t('yearEnd.save', { count: selected.length })}
            </Button>
          </Group>

          {close.checkFailed && (
            <Alert color="red" variant="light" role="alert">
              {t('yearEnd.fixFields', {
                names: new Intl.ListFormat(localeFor(i18n.language)).format(
                  close.withErrors.map((row) => row.name),
                ),
              })}
            </Alert>
          )}

          {batch && <BatchProgress batch={batch} outcomes={close.outcomes} />}

          <ResourceList
            label={t('yearEnd.label', { year })}
            query={close.users}
            records={() => close.shown}
            columns={columns}
            defaultSort="name"
            sortValues={{ left: (row) => row.account.left }}
            empty={{ title: t('yearEnd.noneYet') }}
            filters={{
              active: needle !== '',
              emptyTitle: t('yearEnd.noMatches'),
              onClear: () => onSearchChange(''),
            }}
            card={card}
            pagesHere
          />
        </>
      )}
    </Stack>
  );
}
