import { describe, expect, it } from 'vitest';
import { demoUsersText } from './demo-users-text.ts';

describe('demoUsersText', () => {
  it('prints aligned plain columns, a password and a key each alone in its column, and who leads which team', () => {
    const text = demoUsersText([
      {
        name: 'Olivia Owner',
        email: 'owner@example.com',
        role: 'owner',
        team: null,
        leads: null,
        apiKey: 'k-1',
        password: 'p-1',
      },
      {
        name: 'Mehmet Lead',
        email: 'mehmet@example.com',
        role: 'manager',
        team: 'Development',
        leads: 'Development',
        apiKey: 'k-22',
        password: 'p-22',
      },
    ]);
    expect(text.split('\n')).toEqual([
      'E-mail              Role     Team         Password  API key',
      'owner@example.com   owner    —            p-1       k-1',
      'mehmet@example.com  manager  Development  p-22      k-22',
      '',
      'Team leaders:',
      '  Mehmet Lead (mehmet@example.com) leads Development.',
    ]);
    expect(text).not.toMatch(/['"│┌]/);
  });
});
