import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalItem, ApprovalKind } from './queue.ts';

/** `filed` is null where the interface records no filing time (change requests). */
export type ItemText = { person: string; what: string; filed: string | null };

export function KindBadge({ kind }: { kind: ApprovalKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={kind === 'absence' ? 'teal' : 'indigo'}>
      {t(`approvals.kinds.${kind}`)}
    </Badge>
  );
}

/**
 * The queue's columns and, on a phone, its cards: the person opens the request, `actions` draws
 * the approve and decline buttons.
 */
export function useApprovalColumns({
  textOf,
  nameOf,
  actions,
  onOpen,
}: {
  textOf: (item: ApprovalItem) => ItemText;
  nameOf: (item: ApprovalItem) => string;
  actions: (item: ApprovalItem) => ReactNode;
  onOpen: (item: ApprovalItem) => void;
}): { columns: DataTableColumn<ApprovalItem>[]; card: (item: ApprovalItem) => ReactNode } {
  const { t } = useTranslation();

  const opener = (item: ApprovalItem) => (
    <UnstyledButton
      onClick={() => onOpen(item)}
      aria-label={t('approvals.openLabel', { name: nameOf(item) })}
      td="underline"
      fz="sm"
      fw={500}
    >
      {textOf(item).person}
    </UnstyledButton>
  );

  const columns: DataTableColumn<ApprovalItem>[] = [
    {
      accessor: 'kind',
      title: t('approvals.columns.kind'),
      render: (item) => <KindBadge kind={item.kind} />,
    },
    { accessor: 'person', title: t('approvals.columns.person'), render: (item) => opener(item) },
    { accessor: 'what', title: t('approvals.columns.what'), render: (item) => textOf(item).what },
    {
      accessor: 'filed',
      title: t('approvals.columns.filed'),
      noWrap: true,
      render: (item) => textOf(item).filed ?? t('approvals.notRecorded'),
    },
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      render: actions,
    },
  ];

  const card = (item: ApprovalItem) => {
    const text = textOf(item);
    return (
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          {opener(item)}
          <KindBadge kind={item.kind} />
        </Group>
        <Text size="sm">{text.what}</Text>
        {text.filed && (
          <Text size="xs" c="dimmed">
            {t('approvals.filedOn', { date: text.filed })}
          </Text>
        )}
        {actions(item)}
      </Stack>
    );
  };

  return { columns, card };
}
