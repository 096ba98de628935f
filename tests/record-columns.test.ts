import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../contract/rights.ts';
import type { RecordColumn, RecordColumns } from '../src/components/record-columns.ts';
import type { useSurchargeText } from '../src/components/surcharge-day/surcharge-text.ts';
import { type AbsenceColumnContext, absenceColumns } from '../src/features/absences/absence-columns.tsx';
import { accountColumns } from '../src/features/account/account-columns.tsx';
import {
  changeRequestColumns,
  type InboxColumnContext,
} from '../src/features/change-requests/change-request-columns.tsx';
import type { Presentation } from '../src/features/change-requests/use-presentation.ts';
import { customerColumns } from '../src/features/customers/customer-columns.tsx';
import { type EntryColumnContext, entryColumns } from '../src/features/entries/entry-columns.tsx';
import { lumpSumServiceColumns } from '../src/features/lumpsum-services/lumpsum-service-columns.tsx';
import { projectColumns } from '../src/features/projects/project-columns.tsx';
import { serviceColumns } from '../src/features/services/service-columns.tsx';
import { surchargeModelColumns } from '../src/features/surcharges/surcharge-columns.tsx';
import { teamColumns } from '../src/features/teams/team-columns.tsx';
import { userColumns } from '../src/features/users/users-columns.tsx';
import { createFormatter } from '../src/lib/format.ts';

// A field added to a record must be shown in its list's grid and in its file, or left out of each on
// purpose with the reason: a field that silently misses one of them is the defect this prevents.

// What a page passes besides the words, formats and rights: the test needs only some value of each.
const entriesPage: EntryColumnContext = { zone: 'UTC', everyone: true, now: 0, serviceName: () => '' };
// Words and lengths are only asked for when a cell is drawn.
const absencesPage = { text: {}, lengthOf: () => null, people: {} } as unknown as AbsenceColumnContext;
type SurchargeText = ReturnType<typeof useSurchargeText>;
// The declined tab, which shows every column; names and days are only asked for when a cell is drawn.
const inboxPage: InboxColumnContext = {
  present: {} as Presentation,
  pendingTab: false,
  outcomeOf: () => undefined,
  reasonOf: () => undefined,
  onOpen: () => {},
};

const resources: Record<string, RecordColumns<never>> = {
  'work-time accounts': accountColumns as RecordColumns<never>,
  absences: withContext(absenceColumns, absencesPage),
  entries: withContext(entryColumns, entriesPage),
  'change requests': withContext(changeRequestColumns, inboxPage),
  customers: customerColumns as RecordColumns<never>,
  projects: projectColumns as RecordColumns<never>,
  'lump sum services': lumpSumServiceColumns as RecordColumns<never>,
  services: serviceColumns as RecordColumns<never>,
  'surcharge models': withContext(surchargeModelColumns, { text: {} as SurchargeText }),
  teams: teamColumns as RecordColumns<never>,
  'co-workers': userColumns as RecordColumns<never>,
};

/** A resource whose columns need what only its page knows, given that. */
function withContext<T, Extra extends object>(
  resource: RecordColumns<T, Extra>,
  extra: Extra,
): RecordColumns<never> {
  return {
    ...resource,
    columns: (context) => resource.columns({ ...context, ...extra }),
  } as RecordColumns<never>;
}

// The owner sees every field, so nothing is hidden by the rights here.
const owner: Caller = { id: 1, role: 'owner', teamsId: null, isTeamLeader: false } as unknown as Caller;
const context = {
  t: ((key: string) => key) as TFunction,
  format: createFormatter({
    locale: 'en',
    timeZone: 'UTC',
    hour12: false,
    durations: 'clock',
    hourUnit: 'h',
  }),
  caller: owner,
};

const fieldsOf = (columns: readonly RecordColumn<never>[], part: 'grid' | 'file') =>
  new Set(columns.filter((column) => column[part]).flatMap((column) => [column.field].flat()));

/** The record's fields that a part neither shows nor leaves out on purpose, and stale reasons. */
function gaps(recordFields: string[], shown: Set<string>, leftOut: Record<string, string> = {}) {
  return {
    missing: recordFields.filter((field) => !shown.has(field) && !(field in leftOut)),
    stale: Object.keys(leftOut).filter((field) => !recordFields.includes(field) || shown.has(field)),
  };
}

describe('every field of a record is in its list and its file, or left out with a reason', () => {
  for (const [name, resource] of Object.entries(resources)) {
    const recordFields = Object.keys(resource.record.shape);
    const columns = resource.columns(context);

    it(`${name}: the grid`, () => {
      expect(gaps(recordFields, fieldsOf(columns, 'grid'), resource.notInGrid)).toEqual({
        missing: [],
        stale: [],
      });
    });

    it(`${name}: the file`, () => {
      if (typeof resource.notInFile === 'string') {
        expect(resource.notInFile, 'a list without a file says why').not.toBe('');
        return;
      }
      expect(gaps(recordFields, fieldsOf(columns, 'file'), resource.notInFile)).toEqual({
        missing: [],
        stale: [],
      });
    });
  }
});
