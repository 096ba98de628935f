import { Button, EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Grey rows in the shape of a table while its first page loads. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" role="status" aria-label={t('common.loading')}>
      <Stack gap="sm">
        <Skeleton height={20} width="60%" />
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={28} />
        ))}
      </Stack>
    </Paper>
  );
}

/** An empty list: nothing exists yet, or (with `onClearFilters`) the filters hid everything. */
export function NoMatches({
  title,
  description,
  onClearFilters,
  icon,
  children,
}: {
  title: string;
  description?: string;
  onClearFilters?: () => void;
  icon?: ReactNode;
  /** Actions for an empty list, e.g. a button that adds the first record. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <EmptyState
        title={title}
        description={description}
        icon={icon ?? (onClearFilters ? <IconFilterOff aria-hidden /> : <IconMoodEmpty aria-hidden />)}
      >
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
        {onClearFilters && (
          <Button
            variant="light"
            onClick={onClearFilters}
            leftSection={<IconFilterOff size={16} aria-hidden />}
          >
            {t('common.clearFilters')}
          </Button>
        )}
      </EmptyState>
    </Paper>
  );
}
