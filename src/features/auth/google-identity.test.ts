// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_IDENTITY_SCRIPT } from '#contract/auth/google-identity';
import { loadGoogleIdentity, type GoogleIdentity } from './google-identity';

const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
const fakeId: GoogleIdentity = { initialize: vi.fn(), renderButton: vi.fn() };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete window.google;
  script()?.remove();
});

describe('loadGoogleIdentity', () => {
  it("adds Google's script once and resolves with google.accounts.id when it has loaded", async () => {
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    expect(document.head.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toHaveLength(1);
    expect(script()!.async).toBe(true);
    window.google = { accounts: { id: fakeId } };
    script()!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeId);
    await expect(second).resolves.toBe(fakeId);
    // Once loaded, later calls need no script.
    script()!.remove();
    await expect(loadGoogleIdentity()).resolves.toBe(fakeId);
    expect(script()).toBeNull();
  });

  it('rejects when the script cannot be loaded, and tries again on the next call', async () => {
    const failed = loadGoogleIdentity();
    script()!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(script()).toBeNull();
    const retry = loadGoogleIdentity();
    expect(script()).not.toBeNull();
    window.google = { accounts: { id: fakeId } };
    script()!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(fakeId);
  });

  it('rejects when the script is too slow, or loads without google.accounts.id', async () => {
    const slow = loadGoogleIdentity(5_000);
    vi.advanceTimersByTime(5_000);
    await expect(slow).rejects.toThrow('timed out');
    expect(script()).toBeNull();
    const empty = loadGoogleIdentity();
    script()!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('without google.accounts.id');
  });
});
