import type { entrySummary as english } from '../en/entry-summary.ts';
import type { Translation } from '../en.ts';

export const entrySummary = {
  entrySummary: {
    title: 'Summe des Zeitraums',
    hours: 'Stunden',
    billableHours: 'Abrechenbare Stunden',
    revenue: 'Umsatz',
    view: 'Zeitraum zeigen',
    views: {
      day: 'Tage',
      week: 'Wochen',
      customer: 'Kunden',
      project: 'Projekte',
      service: 'Leistungen',
      user: 'Mitarbeitende',
    },
    series: {
      billable: 'Abrechenbar',
      notBillable: 'Nicht abrechenbar',
    },
    chart: 'Stunden des Zeitraums, abrechenbar und nicht abrechenbar',
    chartHint: 'Einen Balken anklicken oder unten eine Zeile wählen, um die Liste darauf einzugrenzen.',
    columns: {
      day: 'Tag',
      week: 'Woche',
      customer: 'Kunde',
      project: 'Projekt',
      service: 'Leistung',
      user: 'Mitarbeiter/in',
    },
    weekOf: 'Woche ab {{date}}',
    noProject: 'Ohne Projekt',
    noService: 'Ohne Leistung (Pauschalleistungen)',
    narrowTo: 'Nur {{label}} zeigen',
    empty: 'Keine Einträge in diesem Zeitraum',
    emptyHint: 'Hier werden die Einträge des gewählten Zeitraums und der Filter summiert.',
    leftOut: {
      title_one: 'Der Umsatz lässt {{shown}} Projekt mit hartem Budget aus',
      title_other: 'Der Umsatz lässt {{shown}} Projekte mit hartem Budget aus',
      body: 'Ihre {{hours}} zählen bei den Stunden, aber nicht beim Umsatz, weil ein hartes Budget begrenzt, was ein Projekt einbringt:',
      project: '{{name}}: {{hours}}',
      more_one: 'und {{shown}} weiteres',
      more_other: 'und {{shown}} weitere',
      include: 'Ihren Umsatz einrechnen',
    },
  },
} satisfies Translation<typeof english>;
