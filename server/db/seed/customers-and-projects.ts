import type { TeamKey } from './people.ts';
import type { Random } from './random.ts';

export const CUSTOMERS: readonly {
  name: string;
  number: string;
  color: number;
  active?: boolean;
  billableDefault?: boolean;
  note?: string;
}[] = [
  { name: 'Bäckerei Huber GmbH & Co. KG', number: 'K-1001', color: 2 },
  {
    name: 'Stadtwerke Rosenheim',
    number: 'K-1002',
    color: 6,
    note: 'Public sector: invoices only as XRechnung via the portal.',
  },
  { name: 'Alpenblick Hotels AG', number: 'K-1003', color: 4 },
  { name: 'Müller & Söhne Maschinenbau', number: 'K-1004', color: 5 },
  { name: 'Lumière Cosmétiques SAS', number: 'K-1005', color: 8, note: 'Contact: Mme Bernard (marketing).' },
  { name: 'Nordsee Logistik GmbH', number: 'K-1006', color: 7 },
  { name: 'Praxis Dr. Aydın', number: 'K-1007', color: 3, note: 'Prefers calls after 18:00.' },
  { name: 'Kowalczyk Meble Sp. z o.o.', number: 'K-1008', color: 1 },
  { name: 'Fahrradmanufaktur Lindner', number: 'K-1009', color: 3 },
  { name: 'Gemeinde Ottobrunn', number: 'K-1010', color: 6, note: 'Framework contract, renewed yearly.' },
  { name: 'Vinothek Weinberg', number: 'K-1011', color: 9 },
  { name: 'Blauwal Versicherung AG', number: 'K-1012', color: 5 },
  { name: 'Café Konditorei Schmid', number: 'K-1013', color: 2, active: false, note: 'Closed the shop.' },
  { name: 'Modehaus Engel', number: 'K-1014', color: 8, active: false },
  { name: 'Nordlicht Digital (intern)', number: 'K-1015', color: 4, billableDefault: false },
];

/** Index of the internal customer in CUSTOMERS. */
export const INTERNAL_CUSTOMER = 14;

type Budget =
  | { kind: 'money'; amount: number }
  | { kind: 'hours'; amount: number }
  | { kind: 'soft'; amount: number; hours?: boolean }
  | { kind: 'none' };

export type ProjectSpec = {
  customer: number;
  name: string;
  budget: Budget;
  /** Teams that book time on it (none = nobody books in the last three months). */
  teams: TeamKey[];
  /** 1 = numbered in the previous year. */
  age: 0 | 1;
  active?: boolean;
  completed?: boolean;
  /** Days before today when the last work was booked (completed projects). */
  endedDaysAgo?: number;
  /** Amount billed; with billedCompletely the entries are all billed (2). */
  billedMoney?: number;
  billedCompletely?: boolean;
  /** Days from today; negative = past. */
  deadline?: number;
  note?: string;
  billableDefault?: boolean;
  /** The name ends with the current year. */
  yearSuffix?: boolean;
};

export const PROJECTS: readonly ProjectSpec[] = [
  {
    customer: 0,
    name: 'Online-Shop Relaunch',
    budget: { kind: 'money', amount: 48_000 },
    teams: ['dev', 'design'],
    age: 0,
    deadline: 60,
  },
  {
    customer: 0,
    name: 'Filialfinder App',
    budget: { kind: 'hours', amount: 320 },
    teams: [],
    age: 1,
    completed: true,
    billedMoney: 28_800,
    billedCompletely: true,
    deadline: -140,
  },
  { customer: 0, name: 'Newsletter templates', budget: { kind: 'none' }, teams: ['design', 'ops'], age: 0 },
  {
    customer: 1,
    name: 'Kundenportal Phase 2',
    budget: { kind: 'money', amount: 120_000 },
    teams: ['dev', 'consulting'],
    age: 0,
    deadline: 150,
    note: 'Fixed price; change requests via Mr Huber only.',
  },
  {
    customer: 1,
    name: 'Störungsmelder Website',
    budget: { kind: 'soft', amount: 15_000 },
    teams: ['dev'],
    age: 1,
    completed: true,
    endedDaysAgo: 45,
    billedMoney: 15_750,
    billedCompletely: true,
    deadline: -50,
  },
  {
    customer: 1,
    name: 'Barrierefreiheit Audit',
    budget: { kind: 'hours', amount: 80 },
    teams: ['consulting'],
    age: 0,
    deadline: 20,
  },
  {
    customer: 2,
    name: 'Booking engine integration',
    budget: { kind: 'money', amount: 36_000 },
    teams: ['dev'],
    age: 0,
    deadline: -10,
    note: 'Overdue: waiting for the channel manager API keys.',
  },
  {
    customer: 2,
    name: 'Brand refresh',
    budget: { kind: 'soft', amount: 22_000 },
    teams: ['design'],
    age: 1,
    completed: true,
    endedDaysAgo: 30,
    billedMoney: 12_000,
    billedCompletely: false,
    deadline: -35,
  },
  {
    customer: 2,
    name: 'Wartung & Hosting',
    budget: { kind: 'none' },
    teams: ['ops'],
    age: 0,
    yearSuffix: true,
  },
  {
    customer: 3,
    name: 'ERP-Schnittstelle',
    budget: { kind: 'hours', amount: 400 },
    teams: ['dev', 'consulting'],
    age: 0,
    deadline: 90,
  },
  {
    customer: 3,
    name: 'Produktkonfigurator',
    budget: { kind: 'money', amount: 65_000 },
    teams: ['dev', 'design'],
    age: 0,
  },
  {
    customer: 3,
    name: 'Messe-Microsite',
    budget: { kind: 'soft', amount: 9_000 },
    teams: [],
    age: 1,
    active: false,
    completed: true,
    billedMoney: 8_650,
    billedCompletely: true,
    deadline: -200,
  },
  {
    customer: 4,
    name: 'Site e-commerce FR/DE',
    budget: { kind: 'money', amount: 54_000 },
    teams: ['dev', 'design'],
    age: 0,
    deadline: 45,
  },
  {
    customer: 4,
    name: 'Campagne printemps',
    budget: { kind: 'soft', amount: 120, hours: true },
    teams: ['design'],
    age: 0,
    deadline: 100,
  },
  { customer: 4, name: 'SEO audit', budget: { kind: 'none' }, teams: ['consulting'], age: 0 },
  {
    customer: 5,
    name: 'Tracking dashboard',
    budget: { kind: 'money', amount: 42_000 },
    teams: ['dev'],
    age: 0,
    deadline: -30,
  },
  {
    customer: 5,
    name: 'Driver app',
    budget: { kind: 'hours', amount: 600 },
    teams: ['dev', 'design'],
    age: 0,
    deadline: 200,
  },
  { customer: 5, name: 'Support contract', budget: { kind: 'none' }, teams: ['ops'], age: 1 },
  {
    customer: 6,
    name: 'Praxis-Website',
    budget: { kind: 'money', amount: 6_500 },
    teams: ['design'],
    age: 1,
    completed: true,
    endedDaysAgo: 60,
    billedMoney: 6_500,
    billedCompletely: true,
    deadline: -65,
  },
  {
    customer: 6,
    name: 'Online-Terminbuchung',
    budget: { kind: 'soft', amount: 4_800 },
    teams: ['dev'],
    age: 0,
    deadline: 14,
  },
  {
    customer: 7,
    name: 'Sklep internetowy',
    budget: { kind: 'money', amount: 38_000 },
    teams: ['dev', 'design'],
    age: 0,
  },
  {
    customer: 7,
    name: 'Product photography',
    budget: { kind: 'hours', amount: 60 },
    teams: ['design'],
    age: 0,
    completed: true,
    endedDaysAgo: 20,
    billedMoney: 4_200,
    billedCompletely: false,
  },
  {
    customer: 8,
    name: 'Konfigurator 3D',
    budget: { kind: 'money', amount: 29_000 },
    teams: ['dev'],
    age: 0,
    deadline: 75,
  },
  {
    customer: 8,
    name: 'Social media assets',
    budget: { kind: 'soft', amount: 3_500 },
    teams: ['design'],
    age: 0,
  },
  { customer: 8, name: 'Wartung Webshop', budget: { kind: 'none' }, teams: ['ops'], age: 1 },
  {
    customer: 9,
    name: 'Bürgerservice-Portal',
    budget: { kind: 'money', amount: 85_000 },
    teams: ['dev', 'consulting'],
    age: 0,
    deadline: 300,
    note: 'Tender 2025/17; monthly status report due on the 5th.',
  },
  {
    customer: 9,
    name: 'Ratsinformationssystem Migration',
    budget: { kind: 'hours', amount: 250 },
    teams: [],
    age: 1,
    active: false,
    note: 'On hold until the council decides.',
  },
  {
    customer: 9,
    name: 'Schulungen Verwaltung',
    budget: { kind: 'none' },
    teams: ['consulting'],
    age: 1,
    completed: true,
    endedDaysAgo: 10,
  },
  {
    customer: 10,
    name: 'Weinclub App',
    budget: { kind: 'soft', amount: 18_000 },
    teams: ['dev', 'design'],
    age: 0,
  },
  {
    customer: 10,
    name: 'Etiketten-Design',
    budget: { kind: 'money', amount: 3_200 },
    teams: [],
    age: 1,
    completed: true,
    billedMoney: 3_200,
    billedCompletely: true,
    deadline: -180,
  },
  {
    customer: 11,
    name: 'Schadenmeldung Online',
    budget: { kind: 'money', amount: 150_000 },
    teams: ['dev', 'consulting', 'design'],
    age: 0,
    deadline: 120,
  },
  {
    customer: 11,
    name: 'Design system',
    budget: { kind: 'soft', amount: 500, hours: true },
    teams: ['design'],
    age: 0,
  },
  {
    customer: 11,
    name: 'Penetration test follow-up',
    budget: { kind: 'hours', amount: 40 },
    teams: ['dev', 'ops'],
    age: 0,
    deadline: -5,
  },
  { customer: 11, name: 'Rahmenvertrag Support', budget: { kind: 'none' }, teams: ['ops'], age: 1 },
  {
    customer: 12,
    name: 'Speisekarte & Website',
    budget: { kind: 'money', amount: 2_800 },
    teams: [],
    age: 1,
    active: false,
    completed: true,
    billedMoney: 2_800,
    billedCompletely: true,
    deadline: -300,
  },
  {
    customer: 13,
    name: 'Lookbook Website',
    budget: { kind: 'money', amount: 14_000 },
    teams: [],
    age: 1,
    active: false,
    completed: true,
    billedMoney: 9_000,
    billedCompletely: false,
    deadline: -240,
    note: 'Insolvency proceedings: remaining amount filed with the administrator.',
  },
  {
    customer: 14,
    name: 'Weiterbildung',
    budget: { kind: 'none' },
    teams: ['dev', 'design', 'consulting', 'ops'],
    age: 0,
    billableDefault: false,
  },
  {
    customer: 14,
    name: 'Website & Marketing',
    budget: { kind: 'none' },
    teams: ['design', 'consulting'],
    age: 0,
    billableDefault: false,
  },
  {
    customer: 14,
    name: 'Interne IT',
    budget: { kind: 'none' },
    teams: ['ops', 'dev'],
    age: 0,
    billableDefault: false,
  },
  {
    customer: 14,
    name: 'Recruiting',
    budget: { kind: 'none' },
    teams: [],
    age: 1,
    active: false,
    billableDefault: false,
  },
];

/** Project numbers `P-<year>-<nnn>`, counting up per year with small gaps. */
export function numberProjects(year: number, random: Random): string[] {
  const sequence = [random.int(3, 6), random.int(11, 16)];
  return PROJECTS.map((spec) => {
    const value = (sequence[spec.age] as number) + random.int(1, 3);
    sequence[spec.age] = value;
    return `P-${year - spec.age}-${String(value).padStart(3, '0')}`;
  });
}
