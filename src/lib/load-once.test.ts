import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, at the same time or later', async () => {
    const load = vi.fn(async () => 'code');
    const once = loadOnce(load);
    const [a, b] = await Promise.all([once(), once()]);
    expect([a, b, await once()]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the failure to every caller waiting, and loads again on the next call', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const once = loadOnce(load);
    const waiting = [once(), once()];
    await expect(Promise.all(waiting)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await once()).toBe('code');
    expect(await once()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not call load until asked', () => {
    const load = vi.fn(async () => 'code');
    loadOnce(load);
    expect(load).not.toHaveBeenCalled();
  });
});
