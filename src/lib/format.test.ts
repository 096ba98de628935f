import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import { fr } from '../i18n/fr.ts';
import { safeRedirectTarget } from './auth.ts';
import type { DurationFormat } from './duration-format.ts';
import { createFormatter, durationText, numberSeparators, parseDuration } from './format.ts';

const messages = { en, de, fr };

/** A formatter as a user of that language and duration preference gets it, with the unit from the messages. */
const formatterFor = (
  locale: keyof typeof messages,
  durations: DurationFormat = 'clock',
  zone: { timeZone?: string; hour12?: boolean } = {},
) =>
  createFormatter({
    locale,
    timeZone: zone.timeZone ?? 'UTC',
    hour12: zone.hour12 ?? false,
    durations,
    hourUnit: messages[locale].common.hourUnit,
  });

describe('formatting in the user’s locale and zone', () => {
  it('shows a calendar date as that day, whatever the zone', () => {
    const format = formatterFor('de', 'clock', { timeZone: 'Pacific/Kiritimati' });
    expect(format.date('2026-03-01')).toBe('01.03.2026');
  });

  it('shows an instant in the user’s zone and clock', () => {
    const base = { durations: 'clock', hourUnit: 'h' } as const;
    const berlin = createFormatter({ locale: 'en-GB', timeZone: 'Europe/Berlin', hour12: false, ...base });
    const newYork = createFormatter({ locale: 'en-US', timeZone: 'America/New_York', hour12: true, ...base });
    expect(berlin.time('2026-05-06T07:30:00Z')).toBe('09:30');
    expect(newYork.time('2026-05-06T07:30:00Z')).toBe('3:30 AM');
  });

  it('knows today in the user’s zone', () => {
    const tokyo = formatterFor('en', 'clock', { timeZone: 'Asia/Tokyo' });
    expect(tokyo.today(new Date('2026-05-06T20:00:00Z'))).toBe('2026-05-07');
  });

  it('uses the locale’s separators for amounts', () => {
    expect(formatterFor('de').money(1234.5)).toBe('1.234,50');
    expect(numberSeparators('de')).toEqual({ decimal: ',', group: '.' });
  });

  it('shows a change of money with its sign, none on what rounds to zero', () => {
    const format = formatterFor('en');
    expect(format.money(60, { signed: true })).toBe('+60.00');
    expect(format.money(-12.5, { signed: true })).toBe('\u221212.50');
    expect(format.money(-0.001, { signed: true })).toBe('0.00');
  });
});

describe('lengths of work as the user prefers them', () => {
  // 1 h 59 min 36 s: 119.6 minutes, 1.9933 hours.
  const almostTwoHours = 7176;

  it('shows hours and minutes in every language, with the language’s unit', () => {
    expect(formatterFor('en').duration(6480)).toBe('1:48\u00a0h');
    expect(formatterFor('de').duration(6480)).toBe('1:48\u00a0Std.');
    expect(formatterFor('fr').duration(6480)).toBe('1:48\u00a0h');
    expect(formatterFor('de').duration(0)).toBe('0:00\u00a0Std.');
    expect(formatterFor('en').duration(125 * 3600 + 300)).toBe('125:05\u00a0h');
  });

  it('shows decimal hours with two decimals and the language’s separators', () => {
    expect(formatterFor('en', 'decimal').duration(6480)).toBe('1.80\u00a0h');
    expect(formatterFor('de', 'decimal').duration(6480)).toBe('1,80\u00a0Std.');
    expect(formatterFor('fr', 'decimal').duration(6480)).toBe('1,80\u00a0h');
    expect(formatterFor('de', 'decimal').duration(1234.5 * 3600)).toBe('1.234,50\u00a0Std.');
  });

  it('rounds to what it shows, carrying a full hour rather than showing 60 minutes', () => {
    expect(formatterFor('en').duration(almostTwoHours)).toBe('2:00\u00a0h');
    expect(formatterFor('de').duration(almostTwoHours)).toBe('2:00\u00a0Std.');
    expect(formatterFor('en', 'decimal').duration(almostTwoHours)).toBe('1.99\u00a0h');
    expect(formatterFor('fr', 'decimal').duration(almostTwoHours)).toBe('1,99\u00a0h');
  });

  it('writes a loss with a minus and, for differences, a gain with a plus', () => {
    expect(formatterFor('en').duration(-2700)).toBe('\u22120:45\u00a0h');
    expect(formatterFor('en').duration(5400, { signed: true })).toBe('+1:30\u00a0h');
    expect(formatterFor('de').duration(-almostTwoHours, { signed: true })).toBe('\u22122:00\u00a0Std.');
    expect(formatterFor('de', 'decimal').duration(-2700, { signed: true })).toBe('\u22120,75\u00a0Std.');
    expect(formatterFor('fr', 'decimal').duration(5400, { signed: true })).toBe('+1,50\u00a0h');
    expect(formatterFor('fr').duration(-2700)).toBe('\u22120:45\u00a0h');
  });

  it('gives no sign to what rounds to zero', () => {
    expect(formatterFor('en').duration(-20, { signed: true })).toBe('0:00\u00a0h');
    expect(formatterFor('de', 'decimal').duration(17, { signed: true })).toBe('0,00\u00a0Std.');
  });

  it('shows a running clock with seconds, whatever the preference', () => {
    expect(formatterFor('en', 'decimal').duration(6504.9, { running: true })).toBe('1:48:24\u00a0h');
    expect(formatterFor('de').duration(6504, { running: true })).toBe('1:48:24\u00a0Std.');
  });
});

describe('redirect after sign-in', () => {
  it('follows only paths on this site', () => {
    expect(safeRedirectTarget('/projects?page=2')).toBe('/projects?page=2');
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/sign-in',
      undefined,
    ]) {
      expect(safeRedirectTarget(target)).toBeUndefined();
    }
  });
});

describe('durations as people type them', () => {
  it('reads clock, decimal (dot or comma) and unit forms alike', () => {
    for (const text of ['1:30', '1.5', '1,5', '90m', '90 min', '1h30', '1h 30m', '1,5h', ' 1.5 H ']) {
      expect(parseDuration(text), text).toBe(5400);
    }
    expect(parseDuration('2h')).toBe(7200);
    expect(parseDuration('8')).toBe(28_800);
    expect(parseDuration('0:05')).toBe(300);
    expect(parseDuration('.25')).toBe(900);
    expect(parseDuration('0')).toBe(0);
    expect(parseDuration(durationText(5400))).toBe(5400);
    expect(durationText(5399)).toBe('1:30');
  });

  it('refuses what is no length, rather than guessing', () => {
    for (const text of ['', ' ', 'abc', '1:75', '1:3', '-1', '1 30m', 'h', 'm', '1.5.2', '2x']) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
});
