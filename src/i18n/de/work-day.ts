import type { workDay as english } from '../en/work-day.ts';
import type { Translation } from '../en.ts';

export const workDay = {
  workDay: {
    title: 'Arbeitszeit',
    titleOf: 'Arbeitszeit von {{name}}',
    previousDay: 'Vorheriger Tag',
    nextDay: 'Nächster Tag',
    strip: 'Arbeitszeit am {{day}}',
    interval: 'Abschnitt {{number}}',
    intervalRange: 'Abschnitt {{number}}: {{range}}',
    breakRange: 'Pause {{range}}',
    startHandle: 'Beginn von Abschnitt {{number}}',
    endHandle: 'Ende von Abschnitt {{number}}',
    add: 'Abschnitt hinzufügen',
    remove: 'Abschnitt {{number}} entfernen',
    none: 'An diesem Tag keine Arbeitszeit. Fügen Sie einen Abschnitt hinzu.',
    totals: 'Gearbeitet {{worked}} · Pausen {{breaks}}',
    overlaps: 'Überschneidet Abschnitt {{number}}',
    atOnceTitle: 'Wird sofort gespeichert',
    atOnceText: 'Sie dürfen den {{day}} ändern; Speichern ändert die Arbeitszeit sofort.',
    approverTitle: 'Geht zur Genehmigung',
    approverText:
      'Der {{day}} ist für Sie gesperrt. {{reason}} Speichern stellt einen Änderungsantrag; die Arbeitszeit ändert sich, sobald jemand ihn genehmigt.',
    clockRuns:
      'Die Stempeluhr läuft an diesem Tag. Ihr offener Abschnitt wird hier nicht gezeigt und bleibt, wie er ist.',
    nothingChanged: 'Noch nichts geändert.',
    reset: 'Änderungen verwerfen',
    save: 'Arbeitszeit speichern',
    notAllowed: 'Sie dürfen diese Arbeitszeit nicht ändern.',
    today: 'Heutige Arbeitszeit',
    edit: 'Arbeitszeit bearbeiten',
  },
} satisfies Translation<typeof english>;
