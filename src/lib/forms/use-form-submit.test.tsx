// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CallForm } from '#src/components/ui/call-form';
import { fieldError, mountWithApi, setFieldValue, until } from '#src/components/ui/test-api';
import { TextField } from '#src/components/ui/text-field';
import { ApiError } from '#src/lib/http/api-error';
import { useFormSubmit } from './use-form-submit';

function NameForm({ call }: { call: (name: string) => Promise<unknown> }) {
  const [value, setValue] = useState('');
  const save = useFormSubmit({
    check: (v: string): Record<string, string> => (v.trim() ? {} : { name: 'Required field' }),
    call,
  });
  return (
    <CallForm look={{ form: 'f', actions: 'a' }} {...save.form(value, { submit: 'Save', saved: 'Name saved' })}>
      <TextField label="Name" name="name" value={value} onValueChange={setValue} error={save.errors.name} />
    </CallForm>
  );
}

const setup = (call: (name: string) => Promise<unknown>) => {
  const view = mountWithApi(<NameForm call={call} />, {});
  const input = view.container.querySelector('input')!;
  const submit = () => act(() => view.container.querySelector('form')!.requestSubmit());
  const alert = () => view.container.querySelector('p[role]')?.textContent ?? null;
  return { view, input, submit, alert };
};

describe('useFormSubmit', () => {
  it('does not call while its check finds a message, and shows it on the field', async () => {
    const call = vi.fn(() => Promise.resolve({}));
    const { view, input, submit, alert } = setup(call);
    submit();
    expect(call).not.toHaveBeenCalled();
    expect(fieldError(input)).toBe('Required field');
    expect(alert()).toBeNull();
    view.unmount();
  });

  it('calls with the values, and says `saved` once the call succeeded', async () => {
    const call = vi.fn(() => Promise.resolve({}));
    const { view, input, submit, alert } = setup(call);
    setFieldValue(input, 'Asha');
    submit();
    await until(() => alert() !== null);
    expect(call).toHaveBeenCalledWith('Asha', expect.anything());
    expect(alert()).toBe('Name saved');
    expect(fieldError(input)).toBeNull();
    view.unmount();
  });

  it('puts a 400’s messages on the fields, with no alert; any other failure is the alert', async () => {
    const refused = new ApiError('Bad request', 400, 1, false, { errors: { name: 'Too long' } });
    const call = vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(new ApiError('Try later', 503));
    const { view, input, submit, alert } = setup(call);
    setFieldValue(input, 'Asha');
    submit();
    await until(() => fieldError(input) !== null);
    expect(fieldError(input)).toBe('Too long');
    expect(alert()).toBeNull();
    submit();
    await until(() => alert() !== null);
    expect(alert()).toBe('Try later');
    expect(fieldError(input)).toBeNull();
    view.unmount();
  });
});
