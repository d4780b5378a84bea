import type { Queryable } from './database';

/**
 * `load` at most once per database handle in this process, its promise shared by every caller; a
 * failure is forgotten, so the next call tries again. For what every process reads from the database
 * once and keeps (the installation's secrets and keys).
 */
export function oncePerDatabase<T>(load: (db: Queryable) => Promise<T>): (db: Queryable) => Promise<T> {
  const loaded = new WeakMap<Queryable, Promise<T>>();
  return (db) => {
    let pending = loaded.get(db);
    if (!pending) {
      pending = load(db).catch((err: unknown) => {
        loaded.delete(db);
        throw err;
      });
      loaded.set(db, pending);
    }
    return pending;
  };
}
