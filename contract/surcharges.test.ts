import { describe, expect, it } from 'vitest';
import {
  nightKinds,
  surchargeKinds,
  surchargeModelAddSchema,
  surchargeModelEditSchema,
  surchargeModelSchema,
} from './surcharges.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };
const sunday = { ...night, percent: 50, time_since_is_previous_day: false, time_until_is_next_day: true };

describe('surcharge model add', () => {
  it('requires name and accumulation', () => {
    expect(surchargeModelAddSchema.safeParse({ name: 'Standard', accumulation: true }).success).toBe(true);
    expect(paths(surchargeModelAddSchema.safeParse({}))).toEqual([['name'], ['accumulation']]);
  });

  it('accepts every kind', () => {
    const body = {
      name: 'Full',
      accumulation: false,
      night,
      night_increased: { ...night, percent: 40 },
      nonbusiness: sunday,
      nonbusiness_special: sunday,
      sunday,
      saturday: { percent: 10, time_since: '00:00:00', time_until: '23:59:59' },
    };
    expect(surchargeModelAddSchema.safeParse(body).success).toBe(true);
  });

  it.each(
    nightKinds.flatMap((kind) =>
      ['time_since_is_previous_day', 'time_until_is_next_day'].flatMap((flag) => [
        [kind, flag, false],
        [kind, flag, true],
      ]),
    ),
  )('rejects %s with %s = %s', (kind, flag, value) => {
    const result = surchargeModelAddSchema.safeParse({
      name: 'Night',
      accumulation: true,
      [kind as string]: { ...night, [flag as string]: value },
    });
    expect(paths(result)).toEqual([[kind, flag]]);
  });

  it('ignores other unknown keys on a night kind', () => {
    const parsed = surchargeModelAddSchema.parse({
      name: 'Night',
      accumulation: true,
      night: { ...night, id: 4 },
    });
    expect(parsed.night).toEqual(night);
  });

  it.each(['nonbusiness', 'nonbusiness_special', 'sunday', 'saturday'])(
    'lets %s carry the day flags',
    (kind) => {
      expect(
        surchargeModelAddSchema.safeParse({ name: 'Day', accumulation: true, [kind]: sunday }).success,
      ).toBe(true);
    },
  );

  it.each([0, 1001, 12.5, '25'])('rejects percent %j', (percent) => {
    const result = surchargeModelAddSchema.safeParse({
      name: 'X',
      accumulation: true,
      sunday: { ...sunday, percent },
    });
    expect(paths(result)).toEqual([['sunday', 'percent']]);
  });

  it.each(['24:00:00', '22:00', '7:00:00'])('rejects the time %s', (time_since) => {
    const result = surchargeModelAddSchema.safeParse({
      name: 'X',
      accumulation: true,
      night: { ...night, time_since },
    });
    expect(paths(result)).toEqual([['night', 'time_since']]);
  });

  it('rejects a null kind on add', () => {
    expect(paths(surchargeModelAddSchema.safeParse({ name: 'X', accumulation: true, night: null }))).toEqual([
      ['night'],
    ]);
  });
});

describe('surcharge model edit', () => {
  it('has no required fields', () => {
    expect(surchargeModelEditSchema.parse({})).toEqual({});
  });

  it('removes a kind with null or percent 0', () => {
    expect(surchargeModelEditSchema.parse({ night: null, sunday: { percent: 0 } })).toEqual({
      night: null,
      sunday: { percent: 0 },
    });
  });

  it('replaces a kind only with percent and both times', () => {
    expect(surchargeModelEditSchema.safeParse({ sunday }).success).toBe(true);
    const result = surchargeModelEditSchema.safeParse({
      night: { time_since: '22:00:00' },
      sunday: { percent: 30 },
    });
    expect(paths(result)).toEqual([
      ['night', 'percent'],
      ['sunday', 'time_since'],
      ['sunday', 'time_until'],
    ]);
  });

  it('rejects a percent above 1000 or below 0', () => {
    expect(paths(surchargeModelEditSchema.safeParse({ saturday: { ...sunday, percent: 1001 } }))).toEqual([
      ['saturday', 'percent'],
    ]);
    expect(paths(surchargeModelEditSchema.safeParse({ night: { ...night, percent: -1 } }))).toEqual([
      ['night', 'percent'],
    ]);
  });

  it('drops day flags sent for a night kind', () => {
    expect(surchargeModelEditSchema.parse({ night: { ...night, time_until_is_next_day: true } })).toEqual({
      night,
    });
  });
});

describe('surcharge model response', () => {
  it('holds only the configured kinds', () => {
    const model = surchargeModelSchema.parse({ id: 1, name: 'Night only', accumulation: true, night });
    for (const kind of surchargeKinds.filter((kind) => kind !== 'night'))
      expect(model).not.toHaveProperty(kind);
  });

  it('rejects a null kind', () => {
    const result = surchargeModelSchema.safeParse({ id: 1, name: 'X', accumulation: true, sunday: null });
    expect(paths(result)).toEqual([['sunday']]);
  });
});
