import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  userAddSchema,
  userEditSchema,
  userListSchema,
  userPreferenceFields,
  userRightsFields,
  userSchema,
} from './users.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const minimalAdd = { name: 'Ada Lovelace', email: 'ada@example.com', role: 'worker' };

describe('user add', () => {
  it('requires name, email and role', () => {
    expect(userAddSchema.safeParse(minimalAdd).success).toBe(true);
    expect(paths(userAddSchema.safeParse({}))).toEqual([['name'], ['email'], ['role']]);
  });

  it.each(['not-an-email', 'a@', `${'a'.repeat(250)}@example.com`])('rejects the e-mail %s', (email) => {
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, email }))).toEqual([['email']]);
  });

  it.each(['owner', 'manager', 'worker'])('accepts the role %s', (role) => {
    expect(userAddSchema.safeParse({ ...minimalAdd, role }).success).toBe(true);
  });

  it('rejects an unknown role', () => {
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, role: 'admin' }))).toEqual([['role']]);
  });

  it.each(['de', 'en', 'fr'])('accepts the language %s', (language) => {
    expect(userAddSchema.safeParse({ ...minimalAdd, language }).success).toBe(true);
  });

  it.each(['es', 'DE', ''])('rejects the language %j', (language) => {
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, language }))).toEqual([['language']]);
  });

  it('accepts wage types 1, 2 and null only', () => {
    for (const wage_type of [1, 2, null]) {
      expect(userAddSchema.safeParse({ ...minimalAdd, wage_type }).success).toBe(true);
    }
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, wage_type: 3 }))).toEqual([['wage_type']]);
  });

  it('accepts worktime regulation 0 (none) but not a negative id', () => {
    expect(userAddSchema.safeParse({ ...minimalAdd, worktime_regulation_id: 0 }).success).toBe(true);
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, worktime_regulation_id: -1 }))).toEqual([
      ['worktime_regulation_id'],
    ]);
  });

  it('accepts distinct absence managers and rejects repeats or too many', () => {
    expect(userAddSchema.safeParse({ ...minimalAdd, absence_managers_id: [2, 3] }).success).toBe(true);
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, absence_managers_id: [2, 2] }))).toEqual([
      ['absence_managers_id'],
    ]);
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, absence_managers_id: many }))).toEqual([
      ['absence_managers_id'],
    ]);
    expect(paths(userAddSchema.safeParse({ ...minimalAdd, absence_managers_id: [1, 0] }))).toEqual([
      ['absence_managers_id', 1],
    ]);
  });

  it('ignores fields the add list does not name', () => {
    const parsed = userAddSchema.parse({ ...minimalAdd, edit_lock_dyn: 4, id: 9 });
    expect(parsed).not.toHaveProperty('edit_lock_dyn');
    expect(parsed).not.toHaveProperty('id');
  });
});

describe('timezone', () => {
  it.each(['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'America/Port-au-Prince', 'Etc/GMT+5'])(
    'accepts %s',
    (timezone) => {
      expect(isTimeZone(timezone)).toBe(true);
      expect(userAddSchema.safeParse({ ...minimalAdd, timezone }).success).toBe(true);
    },
  );

  it.each(['UTC', 'Europe/Berln', 'europe/berlin', 'Berlin', '+02:00', 'Europe/Berlin '])(
    'rejects %j',
    (timezone) => {
      expect(paths(userAddSchema.safeParse({ ...minimalAdd, timezone }))).toEqual([['timezone']]);
    },
  );
});

describe('user edit', () => {
  it('has no required fields', () => {
    expect(userEditSchema.parse({})).toEqual({});
  });

  it.each([null, 1, 2, 3, 5, 8, 15, 31, 46, 91])('accepts edit_lock_dyn %s', (edit_lock_dyn) => {
    expect(userEditSchema.safeParse({ edit_lock_dyn }).success).toBe(true);
  });

  it.each([0, 4, 7, 30, 90, 92, '1', 1.5])('rejects edit_lock_dyn %j', (edit_lock_dyn) => {
    expect(paths(userEditSchema.safeParse({ edit_lock_dyn }))).toEqual([['edit_lock_dyn']]);
  });

  it('takes edit_lock as a real date or null', () => {
    expect(userEditSchema.safeParse({ edit_lock: '2024-02-29' }).success).toBe(true);
    expect(userEditSchema.safeParse({ edit_lock: null }).success).toBe(true);
    expect(paths(userEditSchema.safeParse({ edit_lock: '2023-02-29' }))).toEqual([['edit_lock']]);
  });

  it('cannot change the e-mail address', () => {
    expect(userEditSchema.parse({ email: 'new@example.com' })).toEqual({});
  });

  it('keeps preferences and rights apart', () => {
    for (const field of userPreferenceFields) {
      expect(userRightsFields).not.toContain(field);
      expect(userEditSchema.shape).toHaveProperty(field);
    }
    for (const field of userRightsFields) expect(userEditSchema.shape).toHaveProperty(field);
  });
});

describe('user response', () => {
  const user = {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    role: 'manager',
    active: true,
    timeformat_12h: false,
    weekstart_monday: true,
    weekend_friday: false,
    language: 'en',
    timezone: 'Europe/London',
    teams_id: null,
    initials: 'AL',
    number: null,
    boss: null,
    absence_managers_id: [],
  };

  it('parses a record without the rights fields', () => {
    const { role: _role, ...withoutRole } = user;
    expect(userSchema.safeParse(withoutRole).success).toBe(true);
  });

  it('always carries number, boss and absence_managers_id', () => {
    const { boss: _boss, ...withoutBoss } = user;
    expect(userSchema.safeParse(withoutBoss).success).toBe(false);
  });

  it('lists users under `users`', () => {
    expect(
      userListSchema.safeParse({ users: [{ ...user, edit_lock_dyn: 91, absence_managers_id: [2] }] }).success,
    ).toBe(true);
  });
});
