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
    addRow: 'Zeile hinzufügen',
  },
} satisfies Translation<typeof english>;
