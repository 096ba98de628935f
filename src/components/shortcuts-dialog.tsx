import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

type ShortcutRow = { keys: string[]; action: string };

function ShortcutTable({ caption, rows }: { caption: string; rows: ShortcutRow[] }) {
  const { t } = useTranslation();
  return (
    <Table captionSide="top" verticalSpacing={6}>
      <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={120}>
            {t('shortcuts.key')}
          </Table.Th>
          <Table.Th scope="col">{t('shortcuts.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.action}>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {row.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && <span aria-hidden>+</span>}
                    <Kbd>{key}</Kbd>
                  </Fragment>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{row.action}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The list of keyboard shortcuts in a dialog (`ShortcutsHelp` opens it). */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shortcuts.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <ShortcutTable
          caption={t('shortcuts.listsCaption')}
          rows={[
            { keys: ['/'], action: t('shortcuts.focusSearch') },
            { keys: ['n'], action: t('shortcuts.addRecord') },
            { keys: ['j'], action: t('shortcuts.nextRow') },
            { keys: ['k'], action: t('shortcuts.previousRow') },
            { keys: ['Enter'], action: t('shortcuts.openRow') },
          ]}
        />
        <ShortcutTable
          caption={t('shortcuts.everywhereCaption')}
          rows={[
            { keys: ['Ctrl', 'K'], action: t('shortcuts.palette') },
            { keys: ['?'], action: t('shortcuts.help') },
            { keys: ['Esc'], action: t('shortcuts.close') },
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('shortcuts.typingHint')}
        </Text>
      </Stack>
    </Modal>
  );
}
