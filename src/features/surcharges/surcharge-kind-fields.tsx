import { Alert, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isNightKind, surchargeWindow } from '../../../contract/surcharge-windows.ts';
import type { SurchargeKind } from '../../../contract/surcharges.ts';
import { minutesOfTime } from '../../components/surcharge-day/surcharge-preview.ts';
import { kindColors, type SurchargeText } from '../../components/surcharge-day/surcharge-text.ts';
import { CheckboxField, SwitchField } from '../../components/switch-field.tsx';
import { TimeField } from '../../components/time-field.tsx';
import { fieldErrorText } from '../../lib/form.ts';
import classes from './surcharge-editor.module.css';
import { type KindValues, previewSurchargeOf, type SurchargeFormValues } from './surcharge-values.ts';

/** One kind of surcharge in the editor: switched on, its percent and time window, and what that means. */
export function KindFields({
  kind,
  control,
  errors,
  text,
}: {
  kind: SurchargeKind;
  control: Control<SurchargeFormValues>;
  errors: FieldErrors<SurchargeFormValues>;
  text: SurchargeText;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control, name: kind }) as KindValues;
  const kindErrors = errors[kind];
  const name = text.kind(kind);
  const dayKind = !isNightKind(kind);
  const preview = previewSurchargeOf(kind, values);
  const since = minutesOfTime(values.time_since);
  const until = minutesOfTime(values.time_until);
  // A day kind whose end, after its flags, is not after its start would never apply, whatever its percent.
  const never =
    dayKind &&
    since !== null &&
    until !== null &&
    surchargeWindow(kind, { ...values, percent: 1 }, 0) === null;
  // The interface reads an equal start and end of a night kind as "around the clock"; the user may
  // have meant a window, so the editor asks rather than taking it silently.
  const aroundTheClock = !dayKind && since !== null && since === until;

  const timeError = (field: 'time_since' | 'time_until') => {
    const error = kindErrors?.[field];
    if (!error) return undefined;
    return values[field] === '' ? t('surcharges.timeRequired') : fieldErrorText(error);
  };

  return (
    <Paper
      withBorder
      p="md"
      role="group"
      aria-label={name}
      className={classes.kindCard}
      data-enabled={values.enabled || undefined}
      style={{ '--kind-color': `var(--mantine-color-${kindColors[kind]}-filled)` }}
    >
      <SwitchField
        control={control}
        name={`${kind}.enabled`}
        label={<span className={classes.kindName}>{name}</span>}
        description={t(`surcharges.kindHints.${kind}`)}
      />
      {values.enabled && (
        <Stack gap="sm" mt="md">
          <Controller
            control={control}
            name={`${kind}.percent`}
            render={({ field }) => (
              <NumberInput
                label={t('surcharges.fields.percent')}
                description={
                  typeof field.value === 'number' && field.value > 0
                    ? text.percentMeaning(field.value)
                    : undefined
                }
                required
                min={1}
                max={1000}
                clampBehavior="none"
                hideControls
                rightSection={
                  <Text size="sm" c="dimmed" aria-hidden>
                    %
                  </Text>
                }
                maw={160}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldErrorText(kindErrors?.percent)}
              />
            )}
          />
          <SimpleGrid cols={2} spacing="sm">
            {(['time_since', 'time_until'] as const).map((field) => (
              <Controller
                key={field}
                control={control}
                name={`${kind}.${field}`}
                render={({ field: input }) => {
                  const label =
                    field === 'time_since' ? t('surcharges.fields.since') : t('surcharges.fields.until');
                  return (
                    <TimeField
                      label={label}
                      context={`${label} (${name})`}
                      required
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      hoursRef={input.ref}
                      error={timeError(field)}
                    />
                  );
                }}
              />
            ))}
          </SimpleGrid>
          {dayKind && (
            <Stack gap={6}>
              <CheckboxField
                control={control}
                name={`${kind}.time_since_is_previous_day`}
                label={t('surcharges.fields.previousDay')}
              />
              <CheckboxField
                control={control}
                name={`${kind}.time_until_is_next_day`}
                label={t('surcharges.fields.nextDay')}
              />
            </Stack>
          )}
          {never || aroundTheClock ? (
            <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
              <Text size="sm">
                {t(never ? 'surcharges.window.never' : 'surcharges.window.sameStartAndEnd')}
              </Text>
            </Alert>
          ) : (
            preview && (
              <Text size="sm" c="dimmed">
                {text.window(kind, preview)}
              </Text>
            )
          )}
        </Stack>
      )}
    </Paper>
  );
}
