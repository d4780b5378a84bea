// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CallForm } from './call-form';
import { mount } from './test-root';

const look = { form: 'the-form', actions: 'the-actions' };
const alerts = (root: HTMLElement) =>
  [...root.querySelectorAll('p[role]')].map((p) => [p.getAttribute('role'), p.textContent]);
const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map((b) => [b.type, b.textContent, b.getAttribute('aria-busy')]);

describe('CallForm', () => {
  it.each<[string, { problem?: string | false; success?: string; info?: string }, string[][]]>([
    ['a problem above all', { problem: 'Refused', success: 'Saved', info: 'Sent' }, [['alert', 'Refused']]],
    ['else the success', { problem: false, success: 'Saved', info: 'Sent' }, [['status', 'Saved']]],
    ['else the step’s words', { info: 'Sent' }, [['status', 'Sent']]],
    ['else nothing', {}, []],
  ])('shows %s', (_, words, expected) => {
    const view = mount(
      <CallForm look={look} onSubmit={() => undefined} submit={{ label: 'Save', busy: false }} {...words}>
        <input name="x" />
      </CallForm>,
    );
    expect(alerts(view.container)).toEqual(expected);
    view.unmount();
  });

  it('stands intro, alert, fields, then the buttons: submit, the second call, the way back', () => {
    const resend = vi.fn();
    const back = vi.fn();
    const view = mount(
      <CallForm
        look={{ ...look, fullWidth: true }}
        onSubmit={() => undefined}
        intro={<p className="intro">Step one</p>}
        info="Code sent"
        submit={{ label: 'Verify', busy: true }}
        resend={{ label: 'Send again', busy: false, onClick: resend }}
        back={{ label: 'Back', onClick: back }}
      >
        <input name="otp" />
      </CallForm>,
    );
    const form = view.container.querySelector('form')!;
    expect(form.className).toBe('the-form');
    expect(form.noValidate).toBe(true);
    expect([...form.children].map((c) => c.className || c.getAttribute('name'))).toEqual([
      'intro',
      expect.any(String),
      'otp',
      'the-actions',
    ]);
    expect(buttons(view.container)).toEqual([
      ['submit', 'Verify', 'true'],
      ['button', 'Send again', null],
      ['button', 'Back', null],
    ]);
    view.container.querySelectorAll('button')[1]!.click();
    view.container.querySelectorAll('button')[2]!.click();
    expect(resend).toHaveBeenCalledOnce();
    expect(back).toHaveBeenCalledOnce();
    view.unmount();
  });
});
