import type { timesheet as english } from '../en/timesheet.ts';
import type { Translation } from '../en.ts';

export const timesheet = {
  timesheet: {
    nav: 'Stundenzettel',
    title: 'Stundenzettel',
    weekOf: 'Woche vom {{date}}',
    previousWeek: 'Vorige Woche',
    nextWeek: 'Nächste Woche',
    thisWeek: 'Diese Woche',
    row: 'Kunde · Projekt · Leistung',
    total: 'Summe',
    dayTotal: 'Tagessumme',
    billable: 'Abrechenbar',
    notBillable: 'Nicht abrechenbar',
    weekTotal: 'Diese Woche',
    target: 'Soll',
    billableTotal: 'Abrechenbar',
    ofTarget: '{{worked}} von {{target}}',
    noTarget: 'Keine Sollstunden',
    empty:
      'Diese Woche ist nichts gebucht. Fügen Sie eine Zeile hinzu und tragen Sie die Zeit in ihre Tage ein.',
    cellLabel: '{{row}}, {{day}}',
    hint: '1:30, 1,5 oder 90m eingeben; Enter oder Tab speichert, Pfeiltasten wechseln die Zelle, Escape nimmt zurück.',
    invalid: 'Keine Zeitdauer: 1:30, 1,5 oder 90m eingeben (höchstens 24 Stunden).',
    several: '{{count}} Einträge: öffnen',
    runningCell: 'Läuft: öffnen',
    openEntries: 'Einträge von {{row}} am {{day}} öffnen',
    saved: '{{row}} am {{day}} gespeichert.',
    failed: '{{row}} am {{day}} nicht gespeichert: {{reason}}',
    deleteTitle: 'Eintrag löschen?',
    deleteText: 'Das Leeren der Zelle löscht den Eintrag von {{row}} am {{day}} ({{hours}}).',
    deleteConfirm: 'Eintrag löschen',
    lockedCell: 'Gesperrt: Nur ein Inhaber oder Manager kann diesen Tag ändern.',
    lockedDay: 'Gesperrt',
  },
} satisfies Translation<typeof english>;
