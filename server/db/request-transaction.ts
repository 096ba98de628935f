import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.ts';

const openTransaction = new AsyncLocalStorage<Tx>();

/**
 * `db` itself, except while `inRequestTransaction` runs: then every use, from any handler or domain
 * function, goes to that transaction, and a `transaction()` inside it becomes a savepoint.
 */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const scope = openTransaction.getStore() ?? target;
      const value = Reflect.get(scope, property, scope);
      return typeof value === 'function' ? value.bind(scope) : value;
    },
  });
}

/** Runs `work` in one transaction that every `requestScopedDb` use inside it joins. */
export function inRequestTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => openTransaction.run(tx, () => work(tx)));
}
