import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, weekdayOf, weekStartOf } from '../../../contract/dates.ts';
import classes from './account.module.css';
import type { AccountDay } from './account-days.ts';
import type { AccountText } from './account-text.ts';
import { SignedHours } from './signed-hours.tsx';

type DayProps = {
  day: AccountDay;
  today: string;
  selected: boolean;
  onOpen: (date: string) => void;
  text: AccountText;
};

/** A day without target, work or absence: only its date is drawn. */
function isQuiet(day: AccountDay): boolean {
  return day.target === 0 && day.worked === 0 && day.absence_type === null && !day.nonbusiness;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.dayLine}>
      <span>{label}</span>
      <span className={classes.figure}>{children}</span>
    </span>
  );
}

/** What happened on the day at a glance: an absence, a nonbusiness day, or that it is still planned. */
function DayMarks({ day, text }: { day: AccountDay; text: AccountText }) {
  const { t } = useTranslation();
  return (
    <>
      {day.absence_type !== null && (
        <Badge size="xs" variant="light" color="grape" maw="100%">
          {text.absenceType(day.absence_type)}
          {day.half_day ? ` · ${t('account.calendar.halfDay')}` : ''}
        </Badge>
      )}
      {day.nonbusiness && (
        <Badge size="xs" variant="light" color="orange" maw="100%">
          {t('account.calendar.nonbusiness')}
        </Badge>
      )}
    </>
  );
}

/** One day as a calendar cell: its figures and running balance; a click opens why they are what they are. */
function DayButton({ day, today, selected, onOpen, text, long }: DayProps & { long: boolean }) {
  const { t } = useTranslation();
  const quiet = isQuiet(day);
  const extra = day.credit + day.surcharge;
  return (
    <button
      type="button"
      className={classes.dayButton}
      data-off={day.target === 0 || undefined}
      data-planned={day.planned || undefined}
      data-today={day.date === today || undefined}
      data-long={long || undefined}
      aria-pressed={selected}
      aria-label={t('account.calendar.open', { date: text.dayLong(day.date) })}
      onClick={() => onOpen(day.date)}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" w="100%">
        <span className={classes.dayNumber}>
          {long ? `${text.weekdayShort(day.date)} ${text.date(day.date)}` : Number(day.date.slice(8))}
        </span>
        {day.planned && (
          <Text span size="xs" c="dimmed">
            {t('account.calendar.planned')}
          </Text>
        )}
      </Group>
      <DayMarks day={day} text={text} />
      {!quiet && !long && <Line label={t('account.day.target')}>{text.hours(day.target)}</Line>}
      {!quiet && !long && !day.planned && (
        <>
          <Line label={t('account.day.worked')}>{text.hours(day.worked)}</Line>
          {extra !== 0 && (
            <Line label={day.credit !== 0 ? t('account.day.credit') : t('account.day.surcharge')}>
              {text.hours(extra)}
            </Line>
          )}
          <Line label={t('account.day.diff')}>
            <SignedHours amount={day.diff} text={text} fw={600} />
          </Line>
        </>
      )}
      {long && !quiet && (
        <span className={classes.dayLine}>
          <span className={classes.figure}>
            {day.planned
              ? t('account.calendar.plannedLine', { target: text.hours(day.target) })
              : t('account.calendar.dayLine', {
                  target: text.hours(day.target),
                  hours: text.hours(day.hours),
                })}
          </span>
          {!day.planned && <SignedHours amount={day.diff} text={text} fw={600} />}
        </span>
      )}
      {day.balance !== null && !quiet && (
        <Text span size="xs" c="dimmed" className={classes.figure}>
          {t('account.calendar.balanceLine', { balance: text.signed(day.balance) })}
        </Text>
      )}
    </button>
  );
}

/**
 * The selected month's days: a calendar of weeks (in the user's week order) on a wide screen, a list
 * of days on a phone. A day opens its details.
 */
export function MonthCalendar({
  year,
  month,
  days,
  today,
  selectedDay,
  onOpen,
  mondayFirst,
  text,
}: {
  year: number;
  month: number;
  /** The month's days, counted and planned. */
  days: AccountDay[];
  today: string;
  selectedDay: string | null;
  onOpen: (date: string) => void;
  mondayFirst: boolean;
  text: AccountText;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const counted = days.filter((day) => !day.planned);
  const sum = (pick: (day: AccountDay) => number) => counted.reduce((total, day) => total + pick(day), 0);
  const compensation = sum((day) => day.monthCompensation);
  const weeks = weeksOf(days, mondayFirst);
  const dayProps = (day: AccountDay): DayProps => ({
    day,
    today,
    selected: day.date === selectedDay,
    onOpen,
    text,
  });

  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {t('account.calendar.title', { month: text.monthYear(year, month) })}
      </Title>
      <Text size="sm">
        {t('account.calendar.totals', {
          target: text.hours(sum((day) => day.target)),
          hours: text.hours(sum((day) => day.hours) - compensation),
          diff: text.signed(sum((day) => day.diff) - compensation),
        })}
      </Text>
      {compensation !== 0 && (
        <Text size="sm" c="dimmed">
          {t('account.calendar.compensation', { hours: text.hours(compensation) })}
        </Text>
      )}
      {days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('account.calendar.empty')}
        </Text>
      ) : phone ? (
        <ul className={classes.dayList} aria-labelledby={titleId}>
          {days.map((day) => (
            <li key={day.date}>
              <DayButton {...dayProps(day)} long />
            </li>
          ))}
        </ul>
      ) : (
        <table className={classes.calendar} aria-labelledby={titleId}>
          <thead>
            <tr>
              {weeks[0]?.map((_, index) => {
                const date = weekdayHeading(days[0]?.date ?? `${year}-01-01`, mondayFirst, index);
                return (
                  <th key={date} scope="col">
                    {text.weekdayShort(date)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((day, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven weekdays, in order
                  <td key={index}>{day && <DayButton {...dayProps(day)} long={false} />}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}

/** The month's days in rows of seven, from the user's first weekday; cells outside the month are null. */
function weeksOf(days: AccountDay[], mondayFirst: boolean): (AccountDay | null)[][] {
  const weeks: (AccountDay | null)[][] = [];
  for (const day of days) {
    const column = (weekdayOf(day.date) + 7 - (mondayFirst ? 1 : 0)) % 7;
    if (weeks.length === 0 || column === 0) weeks.push(Array(7).fill(null));
    (weeks.at(-1) as (AccountDay | null)[])[column] = day;
  }
  return weeks;
}

/** A date that falls on the column's weekday, to name the column in the user's language. */
function weekdayHeading(first: string, mondayFirst: boolean, column: number): string {
  return addDays(weekStartOf(first, mondayFirst), column);
}
