import type { lumpsumServices as english } from '../en/lumpsum-services.ts';
import type { Translation } from '../en.ts';

export const lumpsumServices = {
  lumpsumServices: {
    title: 'Pauschalleistungen',
    description:
      'Leistungen zum Festpreis je Einheit, etwa Fahrtkosten je km oder eine Einrichtungspauschale.',
    new: 'Neue Pauschalleistung',
    newTitle: 'Neue Pauschalleistung',
    editTitle: 'Pauschalleistung bearbeiten',
    editLabel: '{{name}} bearbeiten',
    deleteLabel: '{{name}} löschen',
    noneYet: 'Noch keine Pauschalleistungen',
    empty: 'Keine Pauschalleistung passt',
    emptyHint: 'Ändern oder löschen Sie die Filter, um mehr Pauschalleistungen zu sehen.',
    created: 'Pauschalleistung „{{name}}“ angelegt',
    updated: 'Pauschalleistung „{{name}}“ gespeichert',
    deleted: 'Pauschalleistung „{{name}}“ gelöscht',
    deactivated: 'Pauschalleistung „{{name}}“ deaktiviert',
    perUnit: '{{price}} je {{unit}}',
    filters: {
      search: 'Pauschalleistungen suchen',
    },
    columns: {
      name: 'Name',
      number: 'Nummer',
      price: 'Preis',
      unit: 'Einheit',
      status: 'Status',
      note: 'Notiz',
    },
    fields: {
      name: 'Name',
      price: 'Preis je Einheit',
      priceHint: 'Höchstens zwei Nachkommastellen.',
      unit: 'Einheit',
      unitHint: 'Höchstens {{max}} Zeichen, z. B. „km“.',
      number: 'Leistungsnummer',
      numberHint: 'Für Exporte und Buchhaltung, z. B. „FAH-01“.',
      active: 'Aktiv',
      activeHint:
        'Inaktive Pauschalleistungen werden für neue Einträge nicht angeboten; bestehende Einträge behalten sie.',
      note: 'Notiz',
    },
  },
} satisfies Translation<typeof english>;
