import type { timer as english } from '../en/timer.ts';
import type { Translation } from '../en.ts';

export const timer = {
  timer: {
    open: 'Stoppuhr',
    openLabel: 'Stoppuhr und Arbeitszeit',
    runningLabel: 'Stoppuhr läuft seit {{elapsed}}: {{what}}',
    stop: 'Stoppen',
    stopLabel: 'Stoppuhr anhalten',
    clockedIn: 'Bei der Arbeit seit {{time}}',
    clockedOut: 'Nicht eingestempelt',
    clockIn: 'Kommen',
    clockOut: 'Gehen',
    clockOutHint: 'Gehen stoppt den laufenden Eintrag.',
    running: 'Läuft',
    startTitle: 'Stoppuhr starten',
    startHint: 'Starten stempelt Sie ein und stoppt den laufenden Eintrag.',
    recent: 'Zuletzt',
    noRecent: 'In den letzten zwei Wochen nichts gebucht.',
    customer: 'Kunde',
    project: 'Projekt',
    service: 'Leistung',
    text: 'Text',
    start: 'Starten',
    startLabel: 'Stoppuhr starten für {{what}}',
    noProject: 'Kein Projekt',
    kept: {
      title: 'Wartet auf die Verbindung',
      hint: 'Offline: Eingaben werden mit ihrer Uhrzeit aufbewahrt und gesendet, sobald die Verbindung zurück ist.',
      clockIn: 'Kommen um {{time}}',
      clockOut: 'Gehen um {{time}}',
      start: 'Start um {{time}}',
      stop: 'Stopp um {{time}}',
      filed:
        'Ihre Zeit bis {{time}} liegt an einem gesperrten Tag und wurde daher als Änderungsantrag eingereicht.',
      refused: 'Nicht gespeichert: {{what}}',
    },
    addRow: 'Zeile hinzufügen',
  },
} satisfies Translation<typeof english>;
