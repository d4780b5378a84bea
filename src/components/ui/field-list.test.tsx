// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldList, type FieldSpec } from './field-list';
import { newPasswordFields } from './password-pair';
import { fieldError, setFieldValue } from './test-api';
import { mount } from './test-root';

type Key = 'name' | 'otp' | 'note' | 'time' | 'tag';

const fieldsFor = (withTime: boolean): (FieldSpec<Key> | false)[] => [
  { name: 'name', label: 'Name', autoComplete: 'name', hint: 'As on your PAN' },
  { kind: 'otp', name: 'otp', label: 'Code' },
  { kind: 'textarea', name: 'note', label: 'Note', rows: 4 },
  withTime && {
    kind: 'select',
    name: 'time',
    label: 'Time',
    options: [
      ['', 'Choose'],
      ['am', 'Morning'],
    ],
  },
  { name: 'tag', label: 'Tag', silent: true },
];

function Form({ withTime = true, errors = {} }: { withTime?: boolean; errors?: Record<string, string> }) {
  const [values, setValues] = useState<Record<Key, string>>({ name: 'Asha', otp: '', note: '', time: '', tag: '' });
  return (
    <FieldList
      fields={fieldsFor(withTime)}
      values={values}
      errors={errors}
      onValueChange={(k) => (v) => setValues((s) => ({ ...s, [k]: v }))}
    />
  );
}

const control = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;

describe('FieldList', () => {
  it('renders each row as its kind of field, labelled, in order, leaving out `false` rows', () => {
    const { container, rerender, unmount } = mount(<Form />);
    const names = [...container.querySelectorAll('input, textarea, select')].map((c) => c.getAttribute('name'));
    expect(names).toEqual(['name', 'otp', 'note', 'time', 'tag']);
    expect(control(container, 'name').getAttribute('autocomplete')).toBe('name');
    expect(control(container, 'otp').getAttribute('autocomplete')).toBe('one-time-code');
    expect(control(container, 'note').tagName).toBe('TEXTAREA');
    expect([...control(container, 'time').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose',
      'Morning',
    ]);
    expect(container.querySelector(`label[for="${control(container, 'note').id}"]`)?.textContent).toBe('Note');
    rerender(<Form withTime={false} />);
    expect(container.querySelector('[name="time"]')).toBeNull();
    unmount();
  });

  it('feeds each field its value and its change by name', () => {
    const { container, unmount } = mount(<Form />);
    expect(control(container, 'name').value).toBe('Asha');
    setFieldValue(control(container, 'note'), 'Call after six');
    setFieldValue(control(container, 'time'), 'am');
    expect(control(container, 'note').value).toBe('Call after six');
    expect(control(container, 'time').value).toBe('am');
    expect(control(container, 'name').value).toBe('Asha');
    unmount();
  });

  it('ties each message to its field by name; a silent row never shows one', () => {
    const errors = { name: 'Required field', time: 'Choose a time', tag: 'Never shown' };
    const { container, unmount } = mount(<Form errors={errors} />);
    expect(fieldError(control(container, 'name'))).toBe('Required field');
    expect(control(container, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(control(container, 'time'))).toBe('Choose a time');
    expect(control(container, 'note').getAttribute('aria-invalid')).toBeNull();
    expect(control(container, 'tag').getAttribute('aria-invalid')).toBeNull();
    expect(container.textContent).not.toContain('Never shown');
    unmount();
  });
});

describe('newPasswordFields', () => {
  it('is the new password and its confirmation, both new-password and required', () => {
    const rows = newPasswordFields({ password: 'New password', confirmPassword: 'Confirm new password' });
    expect(rows).toEqual([
      { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', required: true },
      {
        name: 'confirmPassword',
        label: 'Confirm new password',
        type: 'password',
        autoComplete: 'new-password',
        required: true,
      },
    ]);
  });
});
