// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';
import { mount } from './test-root';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('typed');
  return (
    <TextField
      label="Email"
      name="email"
      hint="We never share it."
      value={value}
      onValueChange={setValue}
      error={error}
    />
  );
}

describe('TextField', () => {
  it('is labelled, and described by its hint', () => {
    const { container, unmount } = mount(<Field />);
    const input = container.querySelector('input')!;
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('We never share it.');
    unmount();
  });

  it('ties an error to the input and keeps the value', () => {
    const { container, rerender, unmount } = mount(<Field />);
    rerender(<Field error="Please enter a valid email" />);
    const input = container.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it.', 'Please enter a valid email']);
    expect(input.value).toBe('typed');
    unmount();
  });
});
