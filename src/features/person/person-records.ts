import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { holidaysCarryQueries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { nonbusinessGroupQueries, userNonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { overtimeCarryQueries } from '../../api/overtime-carry.ts';
import { userSurchargeModelQueries } from '../../api/surcharge-model-periods.ts';
import { surchargeQueries } from '../../api/surcharges.ts';
import { targetHoursQueries } from '../../api/target-hours.ts';
import type { FormTarget } from '../../components/form-modal.tsx';
import { referenceNameOf } from './period-kinds.ts';
import { usePersonText } from './person-text.ts';
import type { TimelineLane } from './timeline.tsx';
import { yearsAsRange } from './timeline-layout.ts';

/** What a bar of the timeline opens: the form of its kind, for the row it shows. */
export type PersonForm = {
  kind: 'targetHours' | 'period' | 'surchargePeriod' | 'quota' | 'carry' | 'overtimeCarry';
  target: FormTarget;
};

/** Every dated record of a person the page shows, read only when the viewer may (`readable`). */
export function usePersonRecords(userId: number, readable: boolean) {
  const enabled = readable;
  return {
    targetHours: useQuery({ ...targetHoursQueries.list(userId), enabled }),
    modelPeriods: useQuery({ ...userSurchargeModelQueries.list(userId), enabled }),
    models: useQuery({ ...surchargeQueries.list(), enabled }),
    periods: useQuery({ ...userNonbusinessGroupQueries.list(userId), enabled }),
    groups: useQuery({ ...nonbusinessGroupQueries.list(), enabled }),
    quotas: useQuery({ ...holidaysQuotaQueries.list(userId), enabled }),
    carryovers: useQuery({ ...holidaysCarryQueries.ofUser(userId), enabled }),
    overtime: useQuery({ ...overtimeCarryQueries.ofUser(userId), enabled }),
  };
}

type PersonRecords = ReturnType<typeof usePersonRecords>;

/** The timeline's lanes, one per kind of record; `opener` gives a bar its form, or none for a reader. */
export function usePersonLanes(
  records: PersonRecords,
  opener: (form: PersonForm) => (() => void) | undefined,
): TimelineLane[] {
  const { t } = useTranslation();
  const text = usePersonText();
  const edit = (kind: PersonForm['kind'], id: number) => opener({ kind, target: { kind: 'edit', id } });
  return [
    {
      key: 'target-hours',
      title: t('person.targetHours.title'),
      bars: (records.targetHours.data ?? []).map((row) => ({
        key: `target-hours-${row.id}`,
        range: row,
        label: text.targetSummary(row),
        onOpen: edit('targetHours', row.id),
      })),
    },
    {
      key: 'surcharge-periods',
      title: t('person.surchargePeriods.lane'),
      bars: (records.modelPeriods.data ?? []).map((period) => ({
        key: `surcharge-period-${period.id}`,
        range: period,
        label: referenceNameOf(records.models.data, period.surcharge_models_id),
        onOpen: edit('surchargePeriod', period.id),
      })),
    },
    {
      key: 'periods',
      title: t('person.periods.lane'),
      bars: (records.periods.data ?? []).map((period) => ({
        key: `period-${period.id}`,
        range: period,
        label: referenceNameOf(records.groups.data, period.nonbusiness_groups_id),
        onOpen: edit('period', period.id),
      })),
    },
    {
      key: 'quotas',
      title: t('person.quotas.title'),
      bars: (records.quotas.data ?? []).map((row) => ({
        key: `quota-${row.id}`,
        range: yearsAsRange(row.year_since, row.year_until),
        label: t('person.quotas.bar', { days: text.days(row.count) }),
        when: text.years(row.year_since, row.year_until),
        onOpen: edit('quota', row.id),
      })),
    },
    {
      key: 'carryovers',
      title: t('person.carryovers.title'),
      bars: (records.carryovers.data ?? []).map((row) => ({
        key: `carry-${row.year}`,
        range: yearsAsRange(row.year, row.year),
        label: text.signedDays(row.count),
        when: String(row.year),
        onOpen: edit('carry', row.year),
      })),
    },
    {
      key: 'overtime-carryovers',
      title: t('person.overtimeCarry.title'),
      bars: (records.overtime.data ?? []).map((row) => ({
        key: `overtime-carry-${row.year}`,
        range: yearsAsRange(row.year, row.year),
        label: text.signedHours(row.hours),
        when: String(row.year),
        onOpen: edit('overtimeCarry', row.year),
      })),
    },
  ];
}
