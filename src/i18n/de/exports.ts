import type { exportMessages as english } from '../en/exports.ts';
import type { Translation } from '../en.ts';

export const exportMessages = {
  exports: {
    button: 'Exportieren',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    dialogTitle: 'Export als {{kind}}',
    progressLabel: 'Fortschritt des Exports',
    fetching: 'Zeilen werden gesammelt …',
    fetchedPages: '{{fetched}} von {{total}} Seiten geladen',
    writing_one: '{{count}} Zeile wird geschrieben …',
    writing_other: '{{count}} Zeilen werden geschrieben …',
    cancel: 'Export abbrechen',
    failed: 'Der Export ist fehlgeschlagen',
    saved_one: '{{count}} Zeile als {{file}} gespeichert.',
    saved_other: '{{count}} Zeilen als {{file}} gespeichert.',
    columns: {
      team: 'Team',
      declinedBy: 'Abgelehnt von',
      person: 'Person',
      type: 'Art',
      since: 'Von',
      until: 'Bis',
      days: 'Tage',
      hours: 'Stunden',
      status: 'Status',
      note: 'Notiz',
      sickNote: 'Attest',
      enquired: 'Beantragt am',
      decided: 'Entschieden am',
      decidedBy: 'Entschieden von',
    },
    excelDateFormat: 'dd.mm.yyyy',
  },
} satisfies Translation<typeof english>;
