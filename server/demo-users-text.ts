import type { DemoUser } from './db/seed.ts';

/**
 * The demo users as aligned plain text: no index column or quotes, so a key copied from the terminal
 * is just the key, and a password just the password. Team leaders are named, since they decide their team's change requests.
 */
export function demoUsersText(users: readonly DemoUser[]): string {
  const header = ['E-mail', 'Role', 'Team', 'Password', 'API key'];
  const rows = users.map((user) => [user.email, user.role, user.team ?? '—', user.password, user.apiKey]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] as number))
      .join('  ')
      .trimEnd();
  const leaders = users
    .filter((user) => user.leads !== null)
    .map((user) => `  ${user.name} (${user.email}) leads ${user.leads}.`);
  return [
    line(header),
    ...rows.map(line),
    ...(leaders.length > 0 ? ['', 'Team leaders:', ...leaders] : []),
  ].join('\n');
}
