import { describe, expect, it } from 'vitest';
import {
  amount,
  flag,
  halfSteps,
  id,
  isoDate,
  languageSchema,
  nameText,
  noteText,
  pagingQuery,
  queryBool,
  queryId,
  queryIdList,
  queryInt,
  text,
  timeOfDay,
  utcTimestamp,
  year,
} from './common.ts';

describe('halfSteps', () => {
  const days = halfSteps(0, 366);

  it.each([0, 0.5, 12.5, 366])('accepts %s', (value) => {
    expect(days.safeParse(value).success).toBe(true);
  });

  it.each([0.25, 1.49999, '1.5', Number.POSITIVE_INFINITY, Number.NaN, -0.5, 366.5])(
    'rejects %s',
    (value) => {
      expect(days.safeParse(value).success).toBe(false);
    },
  );

  it('accepts negative half steps when the range allows them', () => {
    expect(halfSteps(-366, 366).safeParse(-2.5).success).toBe(true);
  });
});

describe('timeOfDay', () => {
  it.each(['00:00:00', '23:59:59', '12:30:05'])('accepts %s', (value) => {
    expect(timeOfDay.safeParse(value).success).toBe(true);
  });

  it.each(['24:00:00', '23:60:00', '23:59:60', '7:05:03', '07:05', '07:05:03Z', '07:05:03.000', ' 07:05:03'])(
    'rejects %s',
    (value) => {
      expect(timeOfDay.safeParse(value).success).toBe(false);
    },
  );
});

describe('isoDate', () => {
  it.each(['2024-02-29', '1970-01-01', '2100-12-31', '2023-12-31'])('accepts %s', (value) => {
    expect(isoDate.safeParse(value).success).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-5',
    '1969-12-31',
    '2101-01-01',
    '2024-01-05T00:00:00Z',
    '',
  ])('rejects %s', (value) => {
    expect(isoDate.safeParse(value).success).toBe(false);
  });
});

describe('utcTimestamp', () => {
  it.each(['2024-05-06T07:30:00Z', '2024-02-29T23:59:59Z'])('accepts %s', (value) => {
    expect(utcTimestamp.safeParse(value).success).toBe(true);
  });

  it.each([
    '2024-05-06T07:30:00',
    '2024-05-06T07:30:00.000Z',
    '2024-05-06T07:30:00+02:00',
    '2024-05-06T24:00:00Z',
    '2023-02-29T10:00:00Z',
    '2024-05-06',
  ])('rejects %s', (value) => {
    expect(utcTimestamp.safeParse(value).success).toBe(false);
  });
});

describe('text', () => {
  it('accepts a name of 255 characters and rejects 256', () => {
    expect(nameText.safeParse('a'.repeat(255)).success).toBe(true);
    expect(nameText.safeParse('a'.repeat(256)).success).toBe(false);
  });

  it('rejects a blank name', () => {
    expect(nameText.safeParse('   ').success).toBe(false);
  });

  it('accepts notes up to 10,000 characters', () => {
    expect(noteText.safeParse('x'.repeat(10_000)).success).toBe(true);
    expect(noteText.safeParse('x'.repeat(10_001)).success).toBe(false);
  });

  it('rejects a NUL byte', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
  });

  it.each(['\ud83d', 'a\ude00', '\ude00\ud83d'])('rejects the lone surrogate in %j', (value) => {
    expect(text().safeParse(value).success).toBe(false);
  });

  it('accepts a surrogate pair and non-Latin text', () => {
    expect(nameText.safeParse('Zoë 😀 Ørsted – 東京').success).toBe(true);
  });
});

describe('numbers', () => {
  it('takes ids as positive 32-bit integers', () => {
    expect(id.safeParse(1).success).toBe(true);
    expect(id.safeParse(2_147_483_647).success).toBe(true);
    expect(id.safeParse(2_147_483_648).success).toBe(false);
    expect(id.safeParse(0).success).toBe(false);
    expect(id.safeParse('5').success).toBe(false);
  });

  it('takes years from 1970 to 2100', () => {
    expect(year.safeParse(1970).success).toBe(true);
    expect(year.safeParse(2100).success).toBe(true);
    expect(year.safeParse(1969).success).toBe(false);
    expect(year.safeParse(2024.5).success).toBe(false);
  });

  it('takes amounts with at most two decimals', () => {
    expect(amount().safeParse(12.34).success).toBe(true);
    expect(amount().safeParse(0.1 + 0.2).success).toBe(true);
    expect(amount().safeParse(12.345).success).toBe(false);
    expect(amount().safeParse(-1).success).toBe(false);
    expect(amount(24).safeParse(24.01).success).toBe(false);
  });
});

describe('flag and language', () => {
  it('reads booleans and 1/0', () => {
    expect(flag.parse(true)).toBe(true);
    expect(flag.parse(1)).toBe(true);
    expect(flag.parse(0)).toBe(false);
    expect(flag.safeParse('1').success).toBe(false);
    expect(flag.safeParse(2).success).toBe(false);
  });

  it.each(['de', 'en', 'fr'])('accepts the language %s', (value) => {
    expect(languageSchema.safeParse(value).success).toBe(true);
  });

  it.each(['it', 'EN', 'en-GB', ''])('rejects the language %j', (value) => {
    expect(languageSchema.safeParse(value).success).toBe(false);
  });
});

describe('query values', () => {
  it('reads only canonical whole numbers', () => {
    expect(queryInt.parse('12')).toBe(12);
    expect(queryInt.parse('0')).toBe(0);
    for (const value of ['012', '1.0', '-1', '1e3', ' 1', '', '99999999999']) {
      expect(queryInt.safeParse(value).success).toBe(false);
    }
  });

  it('reads ids as positive', () => {
    expect(queryId.parse('7')).toBe(7);
    expect(queryId.safeParse('0').success).toBe(false);
  });

  it('reads booleans as true/false and 1/0', () => {
    expect(queryBool.parse('true')).toBe(true);
    expect(queryBool.parse('1')).toBe(true);
    expect(queryBool.parse('false')).toBe(false);
    expect(queryBool.parse('0')).toBe(false);
    expect(queryBool.safeParse('yes').success).toBe(false);
  });

  it('reads id lists joined by commas', () => {
    expect(queryIdList.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(queryIdList.parse('4')).toEqual([4]);
    expect(queryIdList.safeParse('1,,2').success).toBe(false);
    expect(queryIdList.safeParse('1,x').success).toBe(false);
  });

  it('rejects a page below 1 and a page size above 1000', () => {
    expect(pagingQuery.parse({ page: '2', items_per_page: '1000' })).toEqual({
      page: 2,
      items_per_page: 1000,
    });
    const page = pagingQuery.safeParse({ page: '0' });
    expect(page.error?.issues[0]?.path).toEqual(['page']);
    const size = pagingQuery.safeParse({ items_per_page: '1001' });
    expect(size.error?.issues[0]?.path).toEqual(['items_per_page']);
  });
});
