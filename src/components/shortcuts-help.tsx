import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { type HotkeyItem, useHotkeys } from '@mantine/hooks';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The single keys of the list pages and the help, as `useHotkeys` spells them. A character that
 * takes Shift on some keyboard layouts (`/` on a German one) is listed with and without it.
 */
export const shortcutKeys = {
  search: ['/', 'shift+/'],
  add: ['n'],
  nextRow: ['j'],
  previousRow: ['k'],
  openRow: ['enter'],
  help: ['?', 'shift+?'],
} as const;

/** A shortcut: its keys and what it does, which says whether it acted (a key that did nothing stays the browser's). */
export type PageHotkey = { keys: readonly string[]; act: (event: KeyboardEvent) => boolean };

const textInputTypes = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/** Whether a key pressed here is text being typed: a text field, a text area, a select or editable content. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && textInputTypes.has(target.type);
}

/** A dialog or menu has the keyboard: its own keys come first, and the page behind it stays as it is. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}

/**
 * Registers single-key shortcuts with Mantine's `useHotkeys`. They never fire while the user types
 * (a checkbox or radio button is not typing), while a dialog or menu is open, or when something
 * else has already handled the key.
 */
export function usePageHotkeys(hotkeys: PageHotkey[]): void {
  useHotkeys(
    hotkeys.flatMap(({ keys, act }) =>
      keys.map(
        (key): HotkeyItem => [
          key,
          (event: KeyboardEvent) => {
            if (event.defaultPrevented || isTyping(event.target) || overlayOpen()) return;
            if (act(event)) event.preventDefault();
          },
          { preventDefault: false },
        ],
      ),
    ),
    [],
  );
}

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

/**
 * The list of keyboard shortcuts, opened with `?` on any page (and from the user menu). Lists get
 * their shortcuts from `ListPageHeader`, `SearchInput` and `ResourceList`.
 */
export function ShortcutsHelp({
  opened,
  onOpen,
  onClose,
}: {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  usePageHotkeys([
    {
      keys: shortcutKeys.help,
      act: () => {
        onOpen();
        return true;
      },
    },
  ]);
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
