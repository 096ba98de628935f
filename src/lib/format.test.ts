import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './auth.ts';
import { createFormatter, durationText, numberSeparators, parseDuration } from './format.ts';

describe('formatting in the user’s locale and zone', () => {
  it('shows a calendar date as that day, whatever the zone', () => {
    const format = createFormatter({ locale: 'de', timeZone: 'Pacific/Kiritimati', hour12: false });
    expect(format.date('2026-03-01')).toBe('01.03.2026');
  });

  it('shows an instant in the user’s zone and clock', () => {
    const berlin = createFormatter({ locale: 'en-GB', timeZone: 'Europe/Berlin', hour12: false });
    const newYork = createFormatter({ locale: 'en-US', timeZone: 'America/New_York', hour12: true });
    expect(berlin.time('2026-05-06T07:30:00Z')).toBe('09:30');
    expect(newYork.time('2026-05-06T07:30:00Z')).toBe('3:30 AM');
  });

  it('knows today in the user’s zone', () => {
    const tokyo = createFormatter({ locale: 'en', timeZone: 'Asia/Tokyo', hour12: false });
    expect(tokyo.today(new Date('2026-05-06T20:00:00Z'))).toBe('2026-05-07');
  });

  it('uses the locale’s separators for amounts', () => {
    expect(createFormatter({ locale: 'de', timeZone: 'UTC', hour12: false }).money(1234.5)).toBe('1.234,50');
    expect(numberSeparators('de')).toEqual({ decimal: ',', group: '.' });
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
