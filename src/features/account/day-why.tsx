import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type SurchargeKind, surchargeKinds } from '../../../contract/surcharges.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import {
  OVERTIME_REDUCTION,
  paidAbsenceTypes,
  plannedHoursAbsenceTypes,
  unpaidAbsenceTypes,
} from '../../../contract/work-time-day.ts';
import type { AccountDay } from './account-days.ts';
import type { AccountText } from './account-text.ts';
import { DaySurchargeChart } from './day-surcharge-chart.tsx';

/** How an approved absence of the type counts, by the account's own sets of types. */
function absenceRule(type: number): 'paid' | 'unpaid' | 'office' | 'reduction' | undefined {
  if (paidAbsenceTypes.has(type)) return 'paid';
  if (unpaidAbsenceTypes.has(type)) return 'unpaid';
  if (plannedHoursAbsenceTypes.has(type)) return 'office';
  return type === OVERTIME_REDUCTION ? 'reduction' : undefined;
}

/** The target-hours row in force on `date`: a person's rows never share a day. */
function rowOn(rows: readonly TargetHoursRow[], date: string): TargetHoursRow | undefined {
  return rows.find((row) => row.date_since <= date && (row.date_until === null || row.date_until >= date));
}

/** How a target-hours row is worded ("40 h a week") and its validity; the route passes the person page's words. */
export type RowWords = { summary: (row: TargetHoursRow) => string; range: (row: TargetHoursRow) => string };

/**
 * Why a day's figures are what they are: the target-hours row in force (with a link to the person's
 * settings), a nonbusiness day, an absence and how its type counts, the work intervals and breaks, and
 * the surcharge hours by kind.
 */
export function DayWhy({
  day,
  rows,
  usersId,
  rowWords,
  text,
  nonbusinessAround,
  hour12,
}: {
  day: AccountDay;
  rows: readonly TargetHoursRow[];
  usersId: number;
  rowWords: RowWords;
  text: AccountText;
  /** Whether the day before and the day after are nonbusiness days, for the windows reaching in. */
  nonbusinessAround: readonly [boolean, boolean];
  hour12: boolean;
}) {
  const { t } = useTranslation();
  const row = rowOn(rows, day.date);
  const kinds = surchargeKinds.filter((kind: SurchargeKind) => (day.surcharges[kind] ?? 0) !== 0);
  const compensation = day.hours_without_compensation - day.hours;
  const breaks = day.breaks ?? [];
  const rule = day.absence_type === null ? undefined : absenceRule(day.absence_type);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('account.day.why')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          {row
            ? t('account.day.row', { row: rowWords.summary(row), range: rowWords.range(row) })
            : t('account.day.noRow')}{' '}
          {/* Inside a sentence, so underlined: in dark mode its colour alone is too close to the text's. */}
          <Anchor
            size="sm"
            underline="always"
            renderRoot={(props) => (
              <Link {...props} to="/users/$userId" params={{ userId: String(usersId) }} />
            )}
          >
            {t('account.settingsLink')}
          </Anchor>
        </List.Item>
        {row && day.target_raw > 0 && (
          <List.Item>{t('account.day.targetRaw', { hours: text.hours(day.target_raw) })}</List.Item>
        )}
        {day.nonbusiness && <List.Item>{t('account.day.nonbusiness')}</List.Item>}
        {day.absence_type !== null && (
          <List.Item>
            {t(day.half_day ? 'account.day.absenceHalf' : 'account.day.absence', {
              type: text.absenceType(day.absence_type),
            })}
            {rule && ` ${t(`account.day.${rule}`)}`}
          </List.Item>
        )}
        {compensation > 0 && (
          <List.Item>{t('account.day.compensationNote', { hours: text.hours(compensation) })}</List.Item>
        )}
        {day.monthCompensation > 0 && (
          <List.Item>
            {t('account.day.monthCompensationNote', { hours: text.hours(day.monthCompensation) })}
          </List.Item>
        )}
      </List>

      <Title order={3} size="h5">
        {t('account.day.workTimes')}
      </Title>
      {day.work_start == null ? (
        <Text size="sm">{t('account.day.noWork')}</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {day.work_end == null
              ? t('account.day.running', { start: day.work_start })
              : t('account.day.interval', { start: day.work_start, end: day.work_end })}
          </Text>
          {breaks.length > 0 && (
            <>
              <Text size="sm" fw={500}>
                {t('account.day.breaks')}
              </Text>
              <List size="sm" spacing={2}>
                {breaks.map((pause) => (
                  <List.Item key={pause.since}>
                    {t('account.day.breakLine', {
                      since: pause.since,
                      until: pause.until,
                      hours: text.hours(pause.length),
                    })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      )}

      <Title order={3} size="h5">
        {t('account.day.surcharges')}
      </Title>
      {kinds.length === 0 ? (
        <Text size="sm">{t('account.day.noSurcharges')}</Text>
      ) : (
        <>
          <DaySurchargeChart
            day={day}
            usersId={usersId}
            nonbusinessAround={nonbusinessAround}
            hour12={hour12}
          />
          <List size="sm" spacing={2}>
            {kinds.map((kind) => (
              <List.Item key={kind}>
                {t('account.day.surchargeLine', {
                  kind: text.surchargeKind(kind),
                  hours: text.hours(day.surcharges[kind] ?? 0),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
