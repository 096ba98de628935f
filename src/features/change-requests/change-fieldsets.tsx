import { ActionIcon, Button, Fieldset, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type FieldError, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHANGE_REQUEST_CHANGES_MAX } from '../../../contract/change-requests.ts';
import { TimeField } from '../../components/time-field.tsx';
import { parseClock } from '../../lib/time-input.ts';
import { blankChange, type RequestChangeDraft } from './draft.ts';

/** The request's changes, one fieldset each: add or remove, from and to, in the co-worker's zone. */
export function ChangeFieldsets({
  form,
  timeZone,
}: {
  form: UseFormReturn<RequestChangeDraft>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const fields = useFieldArray({ control: form.control, name: 'changes' });
  const typed = useWatch({ control: form.control, name: 'changes' });
  const errors = form.formState.errors.changes;

  function timeError(error: FieldError | undefined, value: string | undefined, isEnd: boolean) {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (!value) return t('form.required');
    return isEnd && parseClock(value) !== null ? t('changeRequests.form.endBeforeStart') : t('form.invalid');
  }

  return (
    <Stack gap="xs">
      {fields.fields.map((item, index) => (
        <Fieldset
          key={item.id}
          legend={t('changeRequests.form.changeLegend', { number: index + 1 })}
          variant="filled"
          p="sm"
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={form.control}
              name={`changes.${index}.type`}
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={`change-${item.id}-type`}>
                    {t('changeRequests.form.kind')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={`change-${item.id}-type`}
                    value={String(field.value)}
                    onChange={(value) => field.onChange(Number(value) as 1 | 2)}
                    data={[
                      { value: '1', label: t('changeRequests.form.add') },
                      { value: '2', label: t('changeRequests.form.remove') },
                    ]}
                  />
                </Stack>
              )}
            />
            {(['time_since', 'time_until'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={`changes.${index}.${name}`}
                render={({ field }) => (
                  <TimeField
                    label={
                      name === 'time_since' ? t('changeRequests.form.from') : t('changeRequests.form.to')
                    }
                    required
                    w={{ base: 'calc(50% - 36px)', xs: 150 }}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    hoursRef={field.ref}
                    error={timeError(errors?.[index]?.[name], typed?.[index]?.[name], name === 'time_until')}
                  />
                )}
              />
            ))}
            <Tooltip label={t('changeRequests.form.removeChange')} openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={28}
                size="lg"
                aria-label={t('changeRequests.form.removeChangeLabel', { number: index + 1 })}
                disabled={fields.fields.length <= 1}
                onClick={() => fields.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Fieldset>
      ))}
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.fields.length >= CHANGE_REQUEST_CHANGES_MAX}
          onClick={() => fields.append({ ...blankChange })}
        >
          {t('changeRequests.form.addChange')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('changeRequests.form.timesHint', { zone: timeZone })}
        </Text>
      </Group>
    </Stack>
  );
}
