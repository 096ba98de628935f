import { describe, expect, it } from 'vitest';
import { surchargeModelAddSchema, surchargeModelEditSchema } from '../../../contract/surcharges.ts';
import { changedFields } from '../../lib/form.ts';
import {
  newSurchargeValues,
  previewModelOf,
  toAddBody,
  toEditBody,
  toSurchargeValues,
} from './surcharge-values.ts';

const stored = {
  id: 7,
  name: 'Care',
  accumulation: true,
  night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
  sunday: {
    percent: 50,
    time_since: '00:00:00',
    time_until: '00:00:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: true,
  },
};

describe('surcharge form values', () => {
  it('sends only the switched-on kinds on add, night kinds without day flags, times as hh:mm:ss', () => {
    const values = newSurchargeValues();
    values.name = 'Nights';
    values.night = { ...values.night, enabled: true, time_since: '22:00', time_until: '06:00' };
    values.sunday = { ...values.sunday, enabled: true, time_since_is_previous_day: true };
    const body = toAddBody(values);
    expect(body).toEqual({
      name: 'Nights',
      accumulation: true,
      night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
      sunday: {
        percent: 50,
        time_since: '00:00:00',
        time_until: '00:00:00',
        time_since_is_previous_day: true,
        time_until_is_next_day: true,
      },
    });
    expect(surchargeModelAddSchema.safeParse(body).success).toBe(true);
  });

  it('sends null for a kind switched off and leaves unchanged kinds out of an edit', () => {
    const base = toSurchargeValues(stored);
    const values = structuredClone(base);
    values.sunday.enabled = false;
    const changes = changedFields(toEditBody(base, base), toEditBody(values, base));
    expect(changes).toEqual({ sunday: null });
    expect(surchargeModelEditSchema.parse(changes)).toEqual({ sunday: null });
  });

  it('sends a changed kind whole, as it replaces the stored one, and never a kind the model did not have', () => {
    const base = toSurchargeValues(stored);
    const values = structuredClone(base);
    values.night.time_until = '05:30';
    values.saturday.percent = 30; // still switched off
    const changes = changedFields(toEditBody(base, base), toEditBody(values, base));
    expect(changes).toEqual({ night: { percent: 25, time_since: '22:00:00', time_until: '05:30:00' } });
  });

  it('restores the stored times for the inputs and keeps the day flags of day kinds', () => {
    const values = toSurchargeValues(stored);
    expect(values.night).toMatchObject({ enabled: true, time_since: '22:00', time_until: '06:00' });
    expect(values.sunday).toMatchObject({ enabled: true, time_until_is_next_day: true });
    expect(values.saturday.enabled).toBe(false);
  });

  it('previews only switched-on kinds with a readable percent and times', () => {
    const values = toSurchargeValues(stored);
    values.night.percent = '';
    values.saturday.enabled = true;
    const model = previewModelOf(values);
    expect(model.night).toBeUndefined();
    expect(model.sunday?.percent).toBe(50);
    expect(model.saturday?.percent).toBe(25);
  });
});
