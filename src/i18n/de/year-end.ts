import type { yearEnd as english } from '../en/year-end.ts';
import type { Translation } from '../en.ts';

export const yearEnd = {
  yearEnd: {
    title: 'Jahresabschluss',
    link: 'Jahresabschluss',
    description:
      'Übertragen Sie die Ende {{year}} verbliebenen Urlaubstage und den Zeitkontosaldo jedes Mitarbeiters nach {{next}}. Vorgeschlagen werden der Rest und der Saldo; ändern Sie sie, wo Sie etwas anderes vereinbart haben.',
    year: 'Abzuschließendes Jahr',
    search: 'Mitarbeiter suchen',
    workerNotice:
      'Nur Inhaber und Manager schließen ein Jahr ab. Ihr eigenes Urlaubskonto finden Sie auf der Seite Abwesenheiten.',
    label: 'Urlaubskonten {{year}}',
    noneYet: 'Keine aktiven Mitarbeiter',
    noMatches: 'Kein Mitarbeiter passt zur Suche',
    pendingWarning_one:
      '{{count}} Mitarbeiter hat noch unentschiedene Urlaubsanträge für {{year}}. Offene Tage zählen als genommen, wie im Abwesenheitskalender: Ein vergangenes Jahr wurde sehr wahrscheinlich wie beantragt genommen. Entscheiden Sie die Anträge zuerst oder ändern Sie den Vorschlag.',
    pendingWarning_other:
      '{{count}} Mitarbeiter haben noch unentschiedene Urlaubsanträge für {{year}}. Offene Tage zählen als genommen, wie im Abwesenheitskalender: Ein vergangenes Jahr wurde sehr wahrscheinlich wie beantragt genommen. Entscheiden Sie die Anträge zuerst oder ändern Sie den Vorschlag.',
    pendingHint: '{{days}} offen, als genommen gezählt',
    selectAll: 'Alle ohne Übertrag nach {{next}} auswählen',
    select: '{{name}} abschließen',
    selectedColumn: 'Ausgewählt',
    save_one: '{{count}} Übertrag speichern',
    save_other: '{{count}} Überträge speichern',
    confirmTitle_one: '{{count}} Übertrag nach {{next}} speichern?',
    confirmTitle_other: '{{count}} Überträge nach {{next}} speichern?',
    confirmText:
      'Jeder ausgewählte Mitarbeiter erhält einen Urlaubs- und einen Überstundenübertrag nach {{next}} mit den angezeigten Werten. Bestehende Überträge bleiben unverändert.',
    progress: 'Überträge werden gespeichert',
    progressText: '{{done}} von {{total}} erledigt',
    summary: 'Fertig: {{saved}} gespeichert, {{skipped}} übersprungen, {{refused}} abgelehnt.',
    retryHint:
      'Abgelehnte Zeilen bleiben mit ihren Werten ausgewählt: Korrigieren Sie sie und speichern Sie erneut.',
    fixFields: 'Prüfen Sie die markierten Werte von {{names}}; es wurde nichts gespeichert.',
    halfSteps: 'Nur ganze oder halbe Tage',
    noQuota: 'Kein Kontingent',
    proposalLabel: 'Übertrag von {{name}} nach {{next}}',
    quarterHours: 'Nur Viertelstunden',
    overtimeLabel: 'Überstunden von {{name}}, übertragen nach {{next}}',
    note: 'Notiz zu den Überträgen',
    noteHint: 'Folgt auf „{{origin}}“ in jedem Übertrag',
    closeNote: 'Jahresabschluss {{year}}',
    closeNoteCapped_one: 'Jahresabschluss {{year}}, auf {{cap}} Tag gekappt (statt {{from}})',
    closeNoteCapped_other: 'Jahresabschluss {{year}}, auf {{cap}} Tage gekappt (statt {{from}})',
    noteWithText: '{{origin}}: {{text}}',
    notEnded_one: '{{year}} ist noch nicht zu Ende: noch {{count}} Tag',
    notEnded_other: '{{year}} ist noch nicht zu Ende: noch {{count}} Tage',
    notEndedHint:
      'Tage, die in {{year}} noch genommen oder beantragt werden, fehlen in diesen Überträgen. Schließen Sie ein Jahr erst nach seinem letzten Tag ab, sofern nichts anderes vereinbart ist.',
    cap: 'Höchstens übertragen (Tage)',
    noCap: 'Keine Obergrenze',
    capInvalid: 'Ganze oder halbe Tage von 0 bis 366',
    capped: '{{from}} → {{cap}}, gekappt',
    balanceFailed:
      'Die Zeitkontosalden {{year}} konnten nicht berechnet werden; die Überstundenüberträge schlagen daher 0 Stunden vor. Tragen Sie die vereinbarten Stunden ein oder lassen Sie 0 stehen.',
    kinds: { holidays: 'Urlaub', overtime: 'Überstunden' },
    columns: {
      name: 'Mitarbeiter',
      quota: 'Kontingent',
      carryover: 'Übertrag',
      approved: 'Genehmigt',
      pending: 'Offen',
      left: 'Rest',
      proposal: 'Nach {{next}}',
      overtime: 'Überstunden nach {{next}}',
      result: 'Ergebnis',
    },
    states: {
      saved: 'Gespeichert',
      exists: 'Übersprungen: Übertrag besteht bereits',
      skippedMeanwhile: 'Übersprungen: inzwischen von jemand anderem angelegt',
      refused: 'Abgelehnt: {{message}}',
    },
  },
} satisfies Translation<typeof english>;
