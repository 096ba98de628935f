import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../contract/dates.ts';
import type { UserSurchargeModel } from '../../../contract/surcharge-model-periods.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import {
  useCreateUserSurchargeModel,
  useUpdateUserSurchargeModel,
} from '../../api/surcharge-model-periods.ts';
import { describeError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';
import { type PeriodReference, referenceNameOf } from './period-kinds.ts';
import { openRowEndedBy, overlappingRow } from './periods.ts';
import { usePersonText } from './person-text.ts';

/**
 * The model the offer starts from: the one in force the day before the new row, else the person's
 * latest, else none (the person never had one; any model may be picked).
 */
function suggestedModel(periods: readonly UserSurchargeModel[], since: string): number | null {
  const dayBefore = addDays(since, -1);
  const inForce = periods.find(
    (period) =>
      period.date_since <= dayBefore && (period.date_until === null || period.date_until >= dayBefore),
  );
  const latest = periods.toSorted((a, b) => b.date_since.localeCompare(a.date_since))[0];
  return (inForce ?? latest)?.surcharge_models_id ?? null;
}

/**
 * Asked once a target-hours row is added: whether the person's surcharge model should start on the
 * same day. A period still open from before ends the day before, as a new target-hours row ends the
 * open row (the service refuses overlapping periods with 409); declining changes nothing.
 */
export function SurchargeModelOffer({
  row,
  usersId,
  periods,
  models,
  onClose,
}: {
  /** The target-hours row just added; null when nothing is offered. */
  row: TargetHoursRow | null;
  usersId: number;
  periods: readonly UserSurchargeModel[];
  models: readonly PeriodReference[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const create = useCreateUserSurchargeModel();
  const update = useUpdateUserSurchargeModel();
  const [chosen, setChosen] = useState<{ since: string; model: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (row === null || models.length === 0) return null;

  const since = row.date_since;
  const model = chosen?.since === since ? chosen.model : suggestedModel(periods, since);
  const ended = openRowEndedBy(periods, since);
  const after = periods.map((period) =>
    ended && period.id === ended.row.id ? { ...period, date_until: ended.endsOn } : period,
  );
  const conflict = overlappingRow(after, { date_since: since, date_until: null });
  const nameOf = (id: number) => referenceNameOf(models, id);
  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (model === null || conflict) return;
    setSaving(true);
    setError(null);
    try {
      if (ended) {
        await update.mutateAsync({ id: ended.row.id, body: { date_until: ended.endsOn }, etag: null });
      }
      await create.mutateAsync({
        body: { users_id: usersId, surcharge_models_id: model, date_since: since, date_until: null },
        idempotencyKey: crypto.randomUUID(),
      });
      showNotice({
        message: t('person.surchargeOffer.done', { name: nameOf(model), date: text.date(since) }),
        color: 'green',
      });
      close();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={close} title={t('person.surchargeOffer.title')}>
      <Stack gap="md">
        <Text size="sm">{t('person.surchargeOffer.text', { date: text.date(since) })}</Text>
        <Select<number>
          label={t('person.surchargePeriods.reference')}
          data={models.map((reference) => ({ value: reference.id, label: reference.name }))}
          value={model}
          onChange={(value) => setChosen({ since, model: value })}
          searchable
          comboboxProps={{ zIndex: 1000 }}
        />
        {ended && (
          <Text size="sm">
            {t('person.surchargeOffer.ends', {
              name: nameOf(ended.row.surcharge_models_id),
              date: text.date(ended.endsOn),
            })}
          </Text>
        )}
        {conflict && (
          <Alert color="yellow" variant="light" p="xs">
            {t('person.surchargePeriods.overlaps', {
              name: nameOf(conflict.surcharge_models_id),
              range: text.range(conflict.date_since, conflict.date_until),
            })}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* Focus starts here, not on the searchable select, whose list would open over the buttons. */}
          <Button variant="default" onClick={close} data-autofocus>
            {t('person.surchargeOffer.decline')}
          </Button>
          <Button onClick={confirm} loading={saving} disabled={model === null || conflict !== undefined}>
            {t('person.surchargeOffer.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
