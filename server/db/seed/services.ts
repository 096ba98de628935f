import type { TeamKey } from './people.ts';

export type ServiceKey =
  | 'consulting'
  | 'development'
  | 'design'
  | 'pm'
  | 'support'
  | 'travel'
  | 'testing'
  | 'internal'
  | 'legacy';

export const SERVICES: readonly {
  key: ServiceKey;
  name: string;
  number: string;
  rate: number;
  active?: boolean;
  note?: string;
}[] = [
  { key: 'consulting', name: 'Consulting', number: 'S-01', rate: 120 },
  { key: 'development', name: 'Development', number: 'S-02', rate: 95 },
  { key: 'design', name: 'Design', number: 'S-03', rate: 90 },
  { key: 'pm', name: 'Project management', number: 'S-04', rate: 105 },
  { key: 'support', name: 'Support', number: 'S-05', rate: 75, note: 'Within the SLA: 4 h response time' },
  { key: 'travel', name: 'Travel time', number: 'S-06', rate: 60, note: 'Billed at half the rate' },
  { key: 'testing', name: 'Testing & QA', number: 'S-07', rate: 85 },
  { key: 'internal', name: 'Internal', number: 'S-08', rate: 60, note: 'Not billable' },
  { key: 'legacy', name: 'Hosting setup (legacy)', number: 'S-99', rate: 80, active: false },
];

export type LumpKey = 'km' | 'hotel' | 'licence' | 'workshop' | 'hosting' | 'courier';

export const LUMPSUM_SERVICES: readonly {
  key: LumpKey;
  name: string;
  price: number;
  unit: string;
  number: string;
  /** Range of amounts booked at once. */
  amount: [number, number];
  active?: boolean;
  note?: string;
}[] = [
  { key: 'km', name: 'Mileage allowance', price: 0.3, unit: 'km', number: 'L-01', amount: [18, 420] },
  { key: 'hotel', name: 'Hotel night', price: 129, unit: 'night', number: 'L-02', amount: [1, 3] },
  { key: 'licence', name: 'Software licence', price: 49, unit: 'piece', number: 'L-03', amount: [1, 12] },
  {
    key: 'workshop',
    name: 'Workshop day',
    price: 1450,
    unit: 'day',
    number: 'L-04',
    amount: [1, 2],
    note: 'Flat rate incl. preparation',
  },
  { key: 'hosting', name: 'Managed hosting', price: 39.9, unit: 'month', number: 'L-05', amount: [1, 3] },
  {
    key: 'courier',
    name: 'Courier delivery',
    price: 18.5,
    unit: 'piece',
    number: 'L-06',
    amount: [1, 4],
    active: false,
  },
];

/** Services each team books, with weights. */
export const TEAM_SERVICES: Record<TeamKey | 'none', readonly (readonly [ServiceKey, number])[]> = {
  dev: [
    ['development', 70],
    ['testing', 15],
    ['pm', 5],
    ['consulting', 5],
    ['support', 5],
  ],
  design: [
    ['design', 80],
    ['consulting', 8],
    ['pm', 7],
    ['testing', 5],
  ],
  consulting: [
    ['consulting', 60],
    ['pm', 25],
    ['travel', 10],
    ['testing', 5],
  ],
  ops: [
    ['support', 75],
    ['development', 10],
    ['pm', 10],
    ['consulting', 5],
  ],
  none: [
    ['pm', 50],
    ['consulting', 50],
  ],
};

/** Descriptions per service; an entry takes one of them or none. */
export const TEXTS: Record<ServiceKey, readonly string[]> = {
  consulting: [
    'Anforderungsworkshop',
    'Stakeholder-Interviews',
    'Konzept Barrierefreiheit',
    'Abstimmung mit der IT-Leitung',
    'SEO keyword analysis',
    'Audit report, chapter 3',
    'Architecture review',
    'Angebot überarbeitet',
    'Réunion de lancement',
    'Prozessanalyse Auftragsabwicklung',
  ],
  development: [
    'Checkout flow',
    'Code review',
    'Bugfix: Warenkorb-Berechnung',
    'API-Anbindung ERP',
    'Refactoring Benutzerverwaltung',
    'Unit tests for the import service',
    'Deployment auf Staging',
    'Performance-Optimierung Startseite',
    'Datenbankmigration',
    'Pair programming',
    'Fix: login redirect loop',
    'Push notifications',
    'REST endpoints for bookings',
    'Offline mode',
  ],
  design: [
    'Wireframes Startseite',
    'Moodboard',
    'Components for the design system',
    'Icon set',
    'Feedback-Runde mit Kunde',
    'Mobile layouts',
    'Maquettes page produit',
    'Styleguide update',
    'Bildbearbeitung Produktfotos',
    'Prototype in Figma',
  ],
  pm: [
    'Jour fixe',
    'Status report',
    'Sprint review',
    'Sprint planning',
    'Ressourcenplanung',
    'Kick-off preparation',
    'Budget-Controlling',
    'Abnahme mit dem Kunden',
  ],
  support: [
    'Passwort-Reset für Kundin',
    'Server-Updates eingespielt',
    'Backup-Prüfung',
    'Monitoring-Alarm analysiert',
    'SSL-Zertifikat erneuert',
    'Hotline',
    'Plugin-Updates',
    'Mailserver-Störung behoben',
    'DNS-Umstellung',
  ],
  travel: ['Fahrt zum Kunden', 'Anreise Workshop', 'Train to Munich', 'Rückfahrt', 'Trajet Paris – Munich'],
  testing: [
    'Regression tests',
    'Testfälle erstellt',
    'Cross-browser testing',
    'Accessibility check (WCAG 2.1)',
    'Load test',
    'Abnahmetest vorbereitet',
  ],
  internal: [
    'Teammeeting',
    'Weiterbildung React',
    'Onboarding new colleague',
    'Recruiting interview',
    'Internes Tooling',
    'All-hands meeting',
    'Blog post',
    'Angebotserstellung',
  ],
  legacy: [],
};

export const LUMPSUM_TEXTS: readonly string[] = [
  'Domain renewal',
  'Stock photo licence',
  'Hosting Quartal',
  'Schriftlizenz',
  'App store fee',
  'Druckkosten Flyer',
];

export const LUMPSUM_SERVICE_TEXTS: Record<LumpKey, readonly string[]> = {
  km: ['Kilometergeld Kundentermin', 'Fahrt Workshop', 'Site visit'],
  hotel: ['Übernachtung Workshop', 'Hotel near client office'],
  licence: ['Plugin licences', 'Font licence'],
  workshop: ['Discovery workshop', 'Design sprint day'],
  hosting: ['Managed hosting', 'Staging server'],
  courier: ['Courier documents'],
};
