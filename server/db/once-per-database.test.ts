import { describe, expect, it } from 'vitest';
import type { Queryable } from './database';
import { oncePerDatabase } from './once-per-database';

const handle = () => ({ query: async () => ({ rows: [] }) }) as unknown as Queryable;

describe('oncePerDatabase', () => {
  it('loads once per handle, sharing the promise, and again for another handle', async () => {
    let calls = 0;
    const once = oncePerDatabase(async () => (calls += 1));
    const a = handle();
    expect(await Promise.all([once(a), once(a)])).toEqual([1, 1]);
    expect(await once(a)).toBe(1);
    expect(await once(handle())).toBe(2);
  });

  it('forgets a failure, so the next call tries again', async () => {
    let calls = 0;
    const once = oncePerDatabase(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database not ready');
      return 'kept';
    });
    const a = handle();
    await expect(once(a)).rejects.toThrow('database not ready');
    expect(await once(a)).toBe('kept');
    expect(calls).toBe(2);
  });
});
