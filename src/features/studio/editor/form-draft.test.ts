// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { clearUserData } from '#src/lib/session/session';
import { emptyForm } from './editor-form';
import { formDraftKey, formDraftStore } from './form-draft';

describe('the basket form kept on the device', () => {
  it('is kept per adviser and basket, and read back only when it has the form’s shape', () => {
    const mine = formDraftStore(formDraftKey(7, null));
    mine.save({ ...emptyForm('monthly'), name: 'Kept' });
    expect(mine.load()?.name).toBe('Kept');
    expect(formDraftStore(formDraftKey(8, null)).load()).toBeNull();
    expect(formDraftStore(formDraftKey(7, 'abcd')).load()).toBeNull();
    localStorage.setItem(formDraftKey(7, 'edited'), JSON.stringify({ name: 3 }));
    expect(formDraftStore(formDraftKey(7, 'edited')).load()).toBeNull();
    mine.clear();
    expect(mine.load()).toBeNull();
  });

  it('is gone after logout (clearUserData clears local storage)', () => {
    const mine = formDraftStore(formDraftKey(7, 'abcd'));
    mine.save({ ...emptyForm('monthly'), description: 'Unpublished thoughts' });
    clearUserData({ store: createStore() });
    expect(mine.load()).toBeNull();
  });
});
