import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from './lazy-form-dialog.tsx';
import type { NavItem } from './nav-item.ts';
import { palette, paletteStore } from './palette-store.ts';

// Every page has the palette's shortcut, few visits open it: its dialog loads when first opened.
const PaletteDialog = lazyDialog(
  () => import('./command-palette-dialog.tsx'),
  (module): ComponentType<{ pages: NavItem[]; opened: boolean; onClose: () => void }> => module.PaletteDialog,
);

/** The header button that opens the palette, for those who do not know Ctrl+K. */
export function PaletteTrigger() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={palette.open}
        aria-label={t('palette.trigger')}
        visibleFrom="sm"
      >
        {t('palette.triggerShort')}
      </Button>
      <Button
        variant="default"
        onClick={palette.open}
        hiddenFrom="sm"
        px="xs"
        aria-label={t('palette.trigger')}
      >
        <IconSearch size={18} aria-hidden />
      </Button>
    </>
  );
}

/**
 * Mod+K: go to any page, find a co-worker, team, customer or project by name or number, or run a
 * common command; only what the caller may do is offered.
 */
export function CommandPalette({ pages }: { pages: NavItem[] }) {
  const { opened } = useSpotlight(paletteStore);
  // Ctrl+K edits no text, so it opens the palette from a search box or form field too.
  useHotkeys([['mod + K', palette.open]], []);
  return <PaletteDialog pages={pages} opened={opened} onClose={palette.close} />;
}
