import type { shortcuts as english } from '../en/shortcuts.ts';
import type { Translation } from '../en.ts';

export const shortcuts = {
  shortcuts: {
    title: 'Tastenkürzel',
    menuItem: 'Tastenkürzel',
    key: 'Tasten',
    action: 'Aktion',
    listsCaption: 'Auf Listenseiten',
    everywhereCaption: 'Überall',
    typingHint: 'Während Sie in ein Feld tippen oder ein Dialog offen ist, wirken die Kürzel nicht.',
    focusSearch: 'Liste durchsuchen',
    addRecord: 'Neuer Eintrag (wo Sie einen anlegen dürfen)',
    nextRow: 'Nächste Zeile',
    previousRow: 'Vorige Zeile',
    openRow: 'Markierte Zeile öffnen oder bearbeiten',
    palette: 'Befehlspalette: Seiten, Einträge und Befehle (⌘ K auf dem Mac)',
    help: 'Diese Kürzel zeigen',
    close: 'Dialog schließen',
  },
} satisfies Translation<typeof english>;
