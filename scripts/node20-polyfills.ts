/**
 * Vitest 5 reports failures with Map.groupBy / Object.groupBy, which arrived in Node 21.
 * Node 20.19 is this project's floor, so the config installs them in the runner's process.
 */
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

const mapCtor = Map as unknown as { groupBy?: GroupBy };
if (typeof mapCtor.groupBy !== 'function') {
  mapCtor.groupBy = (items, key) => {
    const out = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
    return out;
  };
}

const objectCtor = Object as unknown as {
  groupBy?: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => Record<PropertyKey, T[]>;
};
if (typeof objectCtor.groupBy !== 'function') {
  objectCtor.groupBy = (items, key) =>
    Object.assign(Object.create(null), Object.fromEntries(mapCtor.groupBy!(items, key)));
}

export {};
