import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCommentDraft, loadCommentDraft, saveCommentDraft } from './comment-draft';

describe('comment drafts', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one draft per post until cleared', () => {
    saveCommentDraft(12, 'Half a thought');
    saveCommentDraft(13, 'Another');
    expect(loadCommentDraft(12)).toBe('Half a thought');
    clearCommentDraft(12);
    expect(loadCommentDraft(12)).toBe('');
    expect(loadCommentDraft(13)).toBe('Another');
  });

  it('reads as empty when storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    });
    expect(() => saveCommentDraft(1, 'x')).not.toThrow();
    expect(loadCommentDraft(1)).toBe('');
  });
});
