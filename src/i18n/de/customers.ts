import type { customers as english } from '../en/customers.ts';
import type { Translation } from '../en.ts';

export const customers = {
  customers: {
    title: 'Kunden',
    new: 'Neuer Kunde',
    newTitle: 'Neuer Kunde',
    editTitle: 'Kunde bearbeiten',
    editLabel: '{{name}} bearbeiten',
    deleteLabel: '{{name}} löschen',
    empty: 'Keine passenden Kunden',
    noCustomersYet: 'Noch keine Kunden',
    emptyHint: 'Ändern oder setzen Sie die Filter zurück, um mehr Kunden zu sehen.',
    created: 'Kunde „{{name}}“ angelegt',
    updated: 'Kunde „{{name}}“ gespeichert',
    deleted: 'Kunde „{{name}}“ gelöscht',
    deactivated: 'Kunde „{{name}}“ deaktiviert',
    filters: {
      search: 'Kunden suchen',
    },
    columns: {
      color: 'Farbe',
      name: 'Name',
      number: 'Nummer',
      status: 'Status',
      billable: 'Standardmäßig abrechenbar',
      note: 'Notiz',
    },
    fields: {
      name: 'Name',
      number: 'Kundennummer',
      color: 'Farbe',
      active: 'Aktiv',
      activeHint: 'Inaktive Kunden werden für neue Projekte und Einträge nicht angeboten.',
      billableDefault: 'Standardmäßig abrechenbar',
      note: 'Notiz',
    },
  },
  colors: {
    'blood-orange': 'Blutorange',
    sunflower: 'Sonnenblume',
    'light-green': 'Hellgrün',
    caribbean: 'Karibik',
    sky: 'Himmelblau',
    'brand-blue': 'Markenblau',
    'blue-purple': 'Blauviolett',
    magenta: 'Magenta',
    'chewing-gum': 'Kaugummi',
    unknown: 'Farbe {{value}}',
  },
} satisfies Translation<typeof english>;
