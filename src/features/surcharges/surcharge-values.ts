import { isNightKind } from '../../../contract/surcharge-windows.ts';
import {
  type Surcharge,
  type SurchargeKind,
  type SurchargeModel,
  surchargeKinds,
} from '../../../contract/surcharges.ts';
import {
  minutesOfTime,
  type PreviewModel,
  type PreviewSurcharge,
} from '../../components/surcharge-day/surcharge-preview.ts';
import { numberOrNull } from '../../lib/form.ts';

/** One kind as the editor holds it: a switched-off kind keeps its values, so switching it back on restores them. */
export type KindValues = {
  enabled: boolean;
  /** A number input's value: a number, or text while it is not one (yet). */
  percent: number | string;
  /** `hh:mm`, or `hh:mm:ss` when the stored time has seconds; '' while incomplete. */
  time_since: string;
  time_until: string;
  time_since_is_previous_day: boolean;
  time_until_is_next_day: boolean;
};

export type SurchargeFormValues = { name: string; accumulation: boolean } & Record<SurchargeKind, KindValues>;

/** What a kind starts with when switched on: common rates, the whole day for the day kinds. */
const suggested: Record<SurchargeKind, Omit<KindValues, 'enabled'>> = {
  night: {
    percent: 25,
    time_since: '22:00',
    time_until: '06:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: false,
  },
  night_increased: {
    percent: 40,
    time_since: '00:00',
    time_until: '04:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: false,
  },
  nonbusiness: {
    percent: 125,
    time_since: '00:00',
    time_until: '00:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: true,
  },
  nonbusiness_special: {
    percent: 150,
    time_since: '00:00',
    time_until: '00:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: true,
  },
  sunday: {
    percent: 50,
    time_since: '00:00',
    time_until: '00:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: true,
  },
  saturday: {
    percent: 25,
    time_since: '00:00',
    time_until: '00:00',
    time_since_is_previous_day: false,
    time_until_is_next_day: true,
  },
};

/** `hh:mm:ss` → what the time input shows: without seconds unless there are some. */
function timeForInput(time: string): string {
  return /^\d{2}:\d{2}:00$/.test(time) ? time.slice(0, 5) : time;
}

/** The input's `hh:mm` → the interface's `hh:mm:ss`; anything else is left for the contract to reject. */
function timeForWire(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

function kindValues(kind: SurchargeKind, surcharge: Surcharge | undefined): KindValues {
  if (!surcharge) return { enabled: false, ...suggested[kind] };
  return {
    enabled: true,
    percent: surcharge.percent,
    time_since: timeForInput(surcharge.time_since),
    time_until: timeForInput(surcharge.time_until),
    time_since_is_previous_day: surcharge.time_since_is_previous_day ?? false,
    time_until_is_next_day: surcharge.time_until_is_next_day ?? false,
  };
}

export function newSurchargeValues(): SurchargeFormValues {
  return toSurchargeValues({ name: '', accumulation: true });
}

export function toSurchargeValues(
  model: Pick<SurchargeModel, 'name' | 'accumulation'> & Partial<SurchargeModel>,
) {
  const values = { name: model.name, accumulation: model.accumulation } as SurchargeFormValues;
  for (const kind of surchargeKinds) values[kind] = kindValues(kind, model[kind]);
  return values;
}

/** A switched-on kind as the interface takes it; night kinds never carry the day flags. */
function kindBody(kind: SurchargeKind, values: KindValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    percent: numberOrNull(values.percent),
    time_since: timeForWire(values.time_since),
    time_until: timeForWire(values.time_until),
  };
  if (!isNightKind(kind)) {
    body.time_since_is_previous_day = values.time_since_is_previous_day;
    body.time_until_is_next_day = values.time_until_is_next_day;
  }
  return body;
}

/** POST body: the switched-on kinds only. */
export function toAddBody(values: SurchargeFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name, accumulation: values.accumulation };
  for (const kind of surchargeKinds) if (values[kind].enabled) body[kind] = kindBody(kind, values[kind]);
  return body;
}

/**
 * The whole model as an edit states it: a switched-on kind as an object that replaces it, a kind the
 * model had and that is now switched off as null (which removes it), others absent.
 */
export function toEditBody(values: SurchargeFormValues, base: SurchargeFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name, accumulation: values.accumulation };
  for (const kind of surchargeKinds) {
    if (values[kind].enabled) body[kind] = kindBody(kind, values[kind]);
    else if (base[kind].enabled) body[kind] = null;
  }
  return body;
}

/** Switched-on kinds with a positive percent; an edit with percent 0 would silently remove the kind. */
export function kindsWithoutPercent(values: SurchargeFormValues): SurchargeKind[] {
  return surchargeKinds.filter((kind) => values[kind].enabled && numberOrNull(values[kind].percent) === 0);
}

/** Names the service may use in a 400's `fields`, as form paths. */
export const surchargeFormFields: readonly string[] = [
  'name',
  'accumulation',
  ...surchargeKinds.flatMap((kind) =>
    ['percent', 'time_since', 'time_until', 'time_since_is_previous_day', 'time_until_is_next_day'].map(
      (field) => `${kind}.${field}`,
    ),
  ),
];

/** A whole kind named by the service is shown on its percent. */
export const surchargeFieldAliases: Record<string, string> = Object.fromEntries(
  surchargeKinds.map((kind) => [kind, `${kind}.percent`]),
);

/** A switched-on kind whose percent and times are readable, as the preview takes it; otherwise null. */
export function previewSurchargeOf(kind: SurchargeKind, values: KindValues): PreviewSurcharge | null {
  const percent = numberOrNull(values.percent);
  if (!values.enabled || typeof percent !== 'number' || !Number.isInteger(percent)) return null;
  if (percent < 1 || percent > 1000) return null;
  if (minutesOfTime(values.time_since) === null || minutesOfTime(values.time_until) === null) return null;
  const surcharge: PreviewSurcharge = {
    percent,
    time_since: values.time_since,
    time_until: values.time_until,
  };
  if (!isNightKind(kind)) {
    surcharge.time_since_is_previous_day = values.time_since_is_previous_day;
    surcharge.time_until_is_next_day = values.time_until_is_next_day;
  }
  return surcharge;
}

/** The preview of what is typed: the kinds `previewSurchargeOf` accepts. */
export function previewModelOf(values: SurchargeFormValues): PreviewModel {
  const model: PreviewModel = { accumulation: values.accumulation };
  for (const kind of surchargeKinds) {
    const surcharge = previewSurchargeOf(kind, values[kind]);
    if (surcharge) model[kind] = surcharge;
  }
  return model;
}
