import { ActionIcon, Button, Group, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title.tsx';
import { shortcutKeys, usePageHotkeys } from './shortcuts-help.tsx';

/** A list page's title, with the button for a new record when the user may add one; `n` presses it. */
export function ListPageHeader({
  title,
  description,
  addLabel,
  onAdd,
  preloadAdd,
  add,
  actions,
}: {
  title: string;
  /** A line under the title on what the records are. */
  description?: string;
  addLabel: string;
  /** Absent when the user may not add. */
  onAdd?: () => void;
  /** Starts loading what `onAdd` opens when the pointer or the focus reaches the button. */
  preloadAdd?: () => void;
  /** The add control itself, where it is a link rather than a button. */
  add?: ReactNode;
  /** Further page controls before the add button, e.g. the export menu. */
  actions?: ReactNode;
}) {
  const addArea = useRef<HTMLDivElement>(null);
  usePageHotkeys([{ keys: shortcutKeys.add, act: () => addNew(onAdd, addArea.current) }]);
  return (
    <Group justify="space-between" align={description ? 'flex-start' : 'center'}>
      <div>
        <PageTitle>{title}</PageTitle>
        {description && (
          <Text size="sm" c="dimmed" maw={640}>
            {description}
          </Text>
        )}
      </div>
      <Group gap="sm">
        {actions}
        {add ? (
          <div ref={addArea}>{add}</div>
        ) : (
          onAdd && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={onAdd}
              onPointerEnter={preloadAdd}
              onFocus={preloadAdd}
            >
              {addLabel}
            </Button>
          )
        )}
      </Group>
    </Group>
  );
}

/** What `n` does: the page's add action, or a click on its add link; false where the user may not add. */
function addNew(onAdd: (() => void) | undefined, addArea: HTMLElement | null): boolean {
  if (onAdd) {
    onAdd();
    return true;
  }
  const control = addArea?.querySelector<HTMLElement>('a, button');
  if (!control) return false;
  control.click();
  return true;
}

/**
 * Edit and delete buttons at the end of a table row. A control the user may not use is left out:
 * without `onDelete` there is no delete button. `editLink` renders the edit control as a link
 * (Mantine's `renderRoot`), for records edited on a page of their own.
 */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  preloadEdit,
  editLink,
  onDelete,
  lockedLabel,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit?: () => void;
  /** Starts loading what `onEdit` opens when the pointer or the focus reaches the button. */
  preloadEdit?: () => void;
  editLink?: (props: Record<string, unknown>) => ReactNode;
  onDelete?: () => void;
  /** Set when the record lies on a day the user may no longer change: a lock says so instead of the buttons. */
  lockedLabel?: string;
}) {
  const { t } = useTranslation();
  if (lockedLabel) {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label={lockedLabel} openDelay={300}>
          <ThemeIcon variant="transparent" color="gray" role="img" aria-label={lockedLabel}>
            <IconLock size={18} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {(onEdit || editLink) && (
        <Tooltip label={t('common.edit')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            aria-label={editLabel}
            onClick={onEdit}
            onPointerEnter={preloadEdit}
            onFocus={preloadEdit}
            renderRoot={editLink}
            // What Enter on a row highlighted from the keyboard presses (ResourceList).
            data-row-edit
          >
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('common.delete')} openDelay={300}>
          <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function ActionsHeader() {
  const { t } = useTranslation();
  return <VisuallyHidden>{t('common.actions')}</VisuallyHidden>;
}

/**
 * The last column of a list, holding a row's edit and delete buttons; hidden when the rights allow
 * neither. `width` makes room for a further button.
 */
export function actionsColumn<T>(
  render: (record: T) => ReactNode,
  hidden: boolean,
  width = 96,
): DataTableColumn<T> {
  return { accessor: 'actions', title: <ActionsHeader />, hidden, textAlign: 'right', width, render };
}
