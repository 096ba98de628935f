import type { surcharges as english } from '../en/surcharges.ts';
import type { Translation } from '../en.ts';

export const surcharges = {
  surcharges: {
    title: 'Zuschläge',
    listTitle: 'Zuschlagsmodelle',
    intro:
      'Ein Zuschlagsmodell legt fest, wie viel Prozent der Arbeitszeit nachts, am Wochenende und an Feiertagen zusätzlich zählen.',
    new: 'Neues Zuschlagsmodell',
    newTitle: 'Neues Zuschlagsmodell',
    editTitle: 'Zuschlagsmodell bearbeiten',
    backToList: 'Alle Zuschlagsmodelle',
    editLabel: '{{name}} bearbeiten',
    deleteLabel: '{{name}} löschen',
    noModelsYet: 'Noch keine Zuschlagsmodelle',
    noModelsHint: 'Legen Sie eines an, damit Nächte, Wochenenden und Feiertage zusätzlich zählen.',
    noModelsHintReadOnly: 'Inhaber und Manager richten sie ein.',
    readOnly: 'Sie können Zuschlagsmodelle ansehen; ändern können sie nur Inhaber und Manager.',
    created: 'Zuschlagsmodell „{{name}}“ angelegt',
    updated: 'Zuschlagsmodell „{{name}}“ gespeichert',
    deleted: 'Zuschlagsmodell „{{name}}“ gelöscht',
    notFound: 'Dieses Zuschlagsmodell gibt es nicht, oder es wurde gelöscht.',
    coWorkers: {
      title: 'Mitarbeiter mit diesem Modell heute',
      none: 'Heute hat niemand dieses Modell.',
      hint: 'Ein Modell ordnen Sie auf der Seite eines Mitarbeiters unter Zuschlagsmodelle zu.',
    },
    columns: {
      name: 'Name',
      kinds: 'Zuschläge',
      accumulation: 'Bei Überschneidung',
    },
    noKinds: 'Keiner eingeschaltet',
    accumulationOn: 'Nacht wird addiert',
    accumulationOff: 'Höherer Prozentsatz gilt',
    kindWithPercent: '{{kind}} {{percent}}',
    kinds: {
      night: 'Nacht',
      night_increased: 'Erhöhte Nacht',
      nonbusiness: 'Feiertag',
      nonbusiness_special: 'Besonderer Feiertag',
      sunday: 'Sonntag',
      saturday: 'Samstag',
    },
    kindHints: {
      night: 'Gilt an jedem Tag.',
      night_increased: 'Gilt an jedem Tag; meist die Kernstunden der Nacht, mit höherem Prozentsatz.',
      nonbusiness: 'An arbeitsfreien Tagen wie gesetzlichen Feiertagen.',
      nonbusiness_special:
        'An arbeitsfreien Tagen, die als besonders markiert sind, etwa dem ersten Weihnachtstag.',
      sunday: 'An Sonntagen.',
      saturday: 'An Samstagen.',
    },
    fields: {
      name: 'Name',
      accumulation: 'Nachtzuschläge zu anderen Zuschlägen addieren',
      accumulationHint:
        'Eingeschaltet wird ein Nachtzuschlag zu einem gleichzeitigen Sonntags-, Samstags- oder Feiertagszuschlag addiert; ausgeschaltet gilt nur der höhere Prozentsatz.',
      kindsSection: 'Zuschläge',
      percent: 'Prozent',
      percentMeaning: 'Arbeitszeit in diesem Zeitraum zählt {{factor}}-fach',
      since: 'Von',
      until: 'Bis',
      previousDay: 'Beginnt am Vortag',
      nextDay: 'Endet am Folgetag',
    },
    percentZero: 'Mindestens 1 %. Um den Zuschlag zu entfernen, schalten Sie ihn aus.',
    timeRequired: 'Geben Sie eine Uhrzeit ein',
    window: {
      night: 'Jeden Tag von {{since}} bis {{until}}',
      nightOvernight: 'Jeden Tag von {{since}} bis {{until}} am nächsten Morgen',
      nightAllDay: 'Jeden Tag, rund um die Uhr',
      sameStartAndEnd:
        'Beginn und Ende sind gleich, der Zuschlag gälte also jeden Tag rund um die Uhr. Ist das gemeint? Wenn nicht, ändern Sie eine der Zeiten.',
      wholeDay: 'Den ganzen Tag',
      sameDay: 'Von {{since}} bis {{until}} am selben Tag',
      fromDayBefore: 'Von {{since}} am Vortag bis {{until}} am selben Tag',
      toNextDay: 'Von {{since}} am selben Tag bis {{until}} am Folgetag',
      dayBeforeToNextDay: 'Von {{since}} am Vortag bis {{until}} am Folgetag',
      never:
        'Das Ende liegt nicht nach dem Beginn, daher gilt dieser Zuschlag nie. Schalten Sie „Endet am Folgetag“ ein oder ändern Sie die Zeiten.',
    },
    preview: {
      title: 'Wochenvorschau',
      ruleAdded:
        'Nachtzuschläge werden zu einem gleichzeitigen Sonntags-, Samstags- oder Feiertagszuschlag addiert.',
      ruleHigher: 'Wo sich Zuschläge überschneiden, gilt nur der höhere Prozentsatz.',
      nothing: 'Schalten Sie einen Zuschlag ein, um zu sehen, wann er gilt.',
      legend: 'Legende',
      chartLabel:
        'Diagramm, wann die Zuschläge in der Woche gelten; die Tabelle darunter nennt dieselben Zeiten.',
      neverApplies: 'Gilt nie, weil das Ende nicht nach dem Beginn liegt: {{kinds}}.',
      illustrative: {
        nonbusiness: 'Ein Feiertag (z. B. ein gesetzlicher Feiertag an einem {{weekday}})',
        nonbusiness_special: 'Ein besonderer Feiertag (z. B. der erste Weihnachtstag an einem {{weekday}})',
      },
      before: 'Am Vortag {{segment}}',
      after: 'Am Folgetag {{segment}}',
      segment: '{{range}}: {{percent}} ({{detail}})',
      range: '{{since}}–{{until}}',
      notCounted: '{{applied}}; zählt nicht: {{ignored}}',
      tableCaption: 'Wann die Zuschläge gelten, Tag für Tag',
      day: 'Tag',
      times: 'Zeiten und Prozent',
      none: 'Kein Zuschlag',
    },
  },
} satisfies Translation<typeof english>;
