import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsPost } from '#contract/blog-cms/types';
import { BLOG_CMS_LIMITS, BLOG_CMS_MESSAGES } from '#contract/blog-cms/rules';
import { ApiError } from '#src/lib/http/api-error';
import type { LocalCmsDraft } from '#src/lib/offline/cms-drafts';
import { Autosaver, retryDelayMs, type SaveState } from './autosaver';
import { EMPTY_FIELDS, type CmsFields } from './draft-model';
import { saveStatusText } from './save-status';

const post = (postId: number, revision: number) => ({ postId, revision }) as CmsPost;
const typed = (title: string): CmsFields => ({ ...EMPTY_FIELDS, title });

function setup(postId: number | undefined, revision: number, save: (...a: unknown[]) => Promise<CmsPost>) {
  const device = new Map<string, LocalCmsDraft<CmsFields>>();
  const states: SaveState[] = [];
  const saveFn = vi.fn(save);
  const saver = new Autosaver(
    {
      delayMs: BLOG_CMS_LIMITS.autosaveMs,
      save: saveFn,
      keep: async (d) => void device.set(d.key, d),
      drop: async (key, changedAt) => {
        const kept = device.get(key);
        if (changedAt === undefined || !kept || kept.changedAt <= changedAt) device.delete(key);
      },
      onState: (s) => states.push(s),
    },
    postId,
    revision,
  );
  return { saver, device, states, saveFn };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T05:12:00Z') }));
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('saves once, 500 ms after typing stops, with the revision it started from; then the next revision', async () => {
    let rev = 7;
    const { saver, saveFn, states } = setup(12, 7, async () => post(12, ++rev));
    saver.change(typed('A'));
    await vi.advanceTimersByTimeAsync(300);
    saver.change(typed('Ab'));
    await vi.advanceTimersByTimeAsync(499);
    expect(saveFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveFn).toHaveBeenCalledTimes(1);
    expect(saveFn.mock.calls[0]!.slice(0, 3)).toEqual([typed('Ab'), 7, 12]);
    saver.change(typed('Abc'));
    await vi.advanceTimersByTimeAsync(500);
    expect(saveFn.mock.calls[1]!.slice(1, 3)).toEqual([8, 12]);
    // 05:12 UTC is 10:42 in India.
    expect(saveStatusText(states.at(-1)!)).toBe('Saved at 10:42');
  });

  it('keeps every change on the device at once, and drops it only after the server confirms', async () => {
    let answer!: (p: CmsPost) => void;
    const { saver, device } = setup(3, 1, () => new Promise<CmsPost>((r) => (answer = r)));
    saver.change(typed('kept'));
    await vi.advanceTimersByTimeAsync(0);
    expect(device.get('3')?.fields.title).toBe('kept');
    await vi.advanceTimersByTimeAsync(500);
    expect(device.has('3')).toBe(true);
    answer(post(3, 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(device.has('3')).toBe(false);
  });

  it('offline: says so, keeps the text, retries with back-off and at once when the connection returns', async () => {
    let online = false;
    const { saver, saveFn, states, device } = setup(5, 2, async () => {
      if (!online) throw new ApiError('offline', 0);
      return post(5, 3);
    });
    saver.change(typed('typed offline'));
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)).toEqual({ kind: 'offline' });
    expect(saveStatusText(states.at(-1)!)).toBe('Offline — your changes are kept on this device');
    expect(device.get('5')?.fields.title).toBe('typed offline');
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(saveFn).toHaveBeenCalledTimes(2);
    online = true;
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveFn).toHaveBeenCalledTimes(3);
    expect(states.at(-1)?.kind).toBe('saved');
    expect(device.has('5')).toBe(false);
  });

  it('409: says the post changed elsewhere, stops saving and keeps the local text; keeping mine saves over it', async () => {
    const server = post(9, 6);
    let conflict = true;
    const { saver, saveFn, states, device } = setup(9, 4, async () => {
      if (conflict) throw new ApiError('stale', 409, undefined, false, { post: server });
      return post(9, 7);
    });
    saver.change(typed('mine'));
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)).toEqual({ kind: 'conflict', server });
    expect(saveStatusText(states.at(-1)!)).toBe(BLOG_CMS_MESSAGES.conflict);
    saver.change(typed('mine, more'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveFn).toHaveBeenCalledTimes(1);
    expect(device.get('9')?.fields.title).toBe('mine, more');
    conflict = false;
    saver.overwrite(server.revision);
    await vi.advanceTimersByTimeAsync(500);
    expect(saveFn.mock.calls[1]!.slice(0, 3)).toEqual([typed('mine, more'), 6, 9]);
    expect(device.has('9')).toBe(false);
  });

  it('a new post: the first save creates it, the device copy moves from "new" to its id while typing goes on', async () => {
    let answer!: (p: CmsPost) => void;
    const { saver, saveFn, device } = setup(undefined, 0, () => new Promise<CmsPost>((r) => (answer = r)));
    saver.change(typed('First'));
    await vi.advanceTimersByTimeAsync(500);
    expect(saveFn.mock.calls[0]!.slice(1, 3)).toEqual([0, undefined]);
    saver.change(typed('First words'));
    answer(post(44, 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(device.has('new')).toBe(false);
    expect(device.get('44')).toMatchObject({ baseRevision: 1, fields: typed('First words') });
    await vi.advanceTimersByTimeAsync(500);
    expect(saveFn.mock.calls[1]!.slice(1, 3)).toEqual([1, 44]);
  });
});
