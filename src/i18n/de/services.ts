import type { services as english } from '../en/services.ts';
import type { Translation } from '../en.ts';

export const services = {
  services: {
    title: 'Leistungen',
    description: 'Wofür Zeit aufgewendet wird: jeder Eintrag nennt eine Leistung.',
    new: 'Neue Leistung',
    newTitle: 'Neue Leistung',
    editTitle: 'Leistung bearbeiten',
    editLabel: '{{name}} bearbeiten',
    deleteLabel: '{{name}} löschen',
    noneYet: 'Noch keine Leistungen',
    empty: 'Keine Leistungen gefunden',
    emptyHint: 'Ändern oder entfernen Sie die Filter, um mehr Leistungen zu sehen.',
    created: 'Leistung „{{name}}“ angelegt',
    updated: 'Leistung „{{name}}“ gespeichert',
    deleted: 'Leistung „{{name}}“ gelöscht',
    deactivated: 'Leistung „{{name}}“ deaktiviert',
    filters: {
      search: 'Leistungen durchsuchen',
    },
    columns: {
      name: 'Name',
      number: 'Nummer',
      status: 'Status',
      note: 'Notiz',
    },
    fields: {
      name: 'Name',
      number: 'Leistungsnummer',
      numberHint: 'Für Exporte und die Buchhaltung, z. B. „DEV-01“.',
      active: 'Aktiv',
      activeHint:
        'Inaktive Leistungen werden für neue Einträge nicht angeboten; bestehende Einträge behalten sie.',
      note: 'Notiz',
    },
  },
} satisfies Translation<typeof english>;
