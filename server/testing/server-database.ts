import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ServerDatabase = {
  /** `serverUrl` pointing at the new database. */
  url: string;
  /** Deletes the database; whoever used it must have closed their connections. */
  drop(): Promise<void>;
};

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database `<prefix>_<random>` on the PostgreSQL server that `serverUrl` names. */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Sockets close a moment after pool.end(); a forced drop would kill them mid-close.
      for (let attempt = 0; ; attempt++) {
        try {
          await onServer(serverUrl, `drop database if exists ${name}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
