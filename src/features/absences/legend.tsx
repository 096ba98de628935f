import { useTranslation } from 'react-i18next';
import { absenceTypes } from '../../../contract/absences.ts';
import classes from './absence-calendar.module.css';

function typeClass(type: number): string {
  return classes[`type${type}`] ?? classes.typeUnknown ?? '';
}

/** What the colours and patterns mean; types are listed as far as they appear. */
export function Legend({
  types,
  pending,
  half,
  daysOff,
  holidays,
}: {
  /** Types to explain; 0 = an absence whose type the viewer may not see. */
  types: readonly number[];
  pending: boolean;
  half: boolean;
  daysOff: boolean;
  /** Public holidays are shaded somewhere in the calendar. */
  holidays: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('absences.legend.title')}>
      <ul className={classes.legend}>
        {types.map((type) => (
          <li key={type}>
            <span className={`${classes.swatch} ${typeClass(type)}`} aria-hidden />
            {type === 0
              ? t('absences.absent')
              : t(`absences.types.${absenceTypes[type as keyof typeof absenceTypes]}`)}
          </li>
        ))}
        {pending && (
          <li>
            <span className={`${classes.swatch} ${typeClass(1)}`} data-pending="" aria-hidden />
            {t('absences.legend.pending')}
          </li>
        )}
        {half && (
          <li>
            <span className={`${classes.swatch} ${typeClass(1)}`} data-half="" aria-hidden />
            {t('absences.legend.half')}
          </li>
        )}
        <li>
          <span className={classes.swatch} data-weekend="" aria-hidden />
          {t('absences.legend.weekend')}
        </li>
        {daysOff && (
          <li>
            <span className={classes.swatch} data-day-off="" aria-hidden />
            {t('absences.legend.dayOff')}
          </li>
        )}
        {holidays && (
          <li>
            <span className={classes.swatch} data-holiday="" aria-hidden />
            {t('publicHolidays.legend')}
          </li>
        )}
        <li>
          <span className={classes.swatch} data-today="" aria-hidden />
          {t('absences.legend.today')}
        </li>
      </ul>
    </section>
  );
}
