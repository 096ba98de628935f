import { type HotkeyItem, useHotkeys } from '@mantine/hooks';
import { lazyDialog } from './lazy-form-dialog.tsx';

// Every page listens for `?`; the dialog itself loads when first shown.
const ShortcutsDialog = lazyDialog(
  () => import('./shortcuts-dialog.tsx'),
  (module) => module.ShortcutsDialog,
);

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
function isTyping(target: EventTarget | null): boolean {
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
  usePageHotkeys([
    {
      keys: shortcutKeys.help,
      act: () => {
        onOpen();
        return true;
      },
    },
  ]);
  return <ShortcutsDialog opened={opened} onClose={onClose} />;
}
