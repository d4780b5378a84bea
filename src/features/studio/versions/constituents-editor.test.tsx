// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { ConstituentsEditBody } from '#contract/studio/types';
import { ApiError } from '#src/lib/http/api-error';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { ConstituentsEditor } from './constituents-editor';
import { versionMessages as m } from './versions-messages';

const CURRENT = [
  { symbol: 'INFY', name: 'Infosys', weight: 50, rationale: 'IT leader.' },
  { symbol: 'HDFCBANK', name: 'HDFC Bank', weight: 50, rationale: '' },
];
const RESULT: ConstituentsEditBody = { basket_hash: 'abcd1234', version: 3, pending_rebalances: 2, pushed: 1 };

function setup(post: (path: string, body: unknown) => Promise<unknown> = () => Promise.resolve(RESULT)) {
  const published: ConstituentsEditBody[] = [];
  const view = mountWithApi(
    <ConstituentsEditor
      basketHash="abcd1234"
      version={2}
      current={CURRENT}
      onPublished={(r) => published.push(r)}
      stockPicker={(onPick) => (
        <button type="button" onClick={() => onPick({ symbol: 'TCS', name: 'Tata Consultancy' })}>
          pick TCS
        </button>
      )}
    />,
    {
      get: (path) => (path === API.studio.basket ? { basket: { investors: 7 } } : undefined),
      post: ((path: string, body: unknown) => post(path, body)) as never,
    },
  );
  return { ...view, published };
}

const click = (name: string) => act(() => buttonNamed(name)!.click());
const field = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`) as HTMLInputElement;
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const alertText = () => document.querySelector('[role="alert"]')?.textContent;
const textarea = () => document.querySelector('textarea')!;

describe('the constituents editor', () => {
  it('starts from the current version and says nothing changed until something does', () => {
    const { unmount, post } = setup();
    expect(field(m.weightOf('INFY')).value).toBe('50');
    expect(field(m.rationaleOf('INFY')).value).toBe('IT leader.');
    expect(document.body.textContent).toContain(m.total(100));
    type(textarea(), 'Why not.');
    click(m.review);
    expect(alertText()).toBe(m.nothingChanged);
    expect(post).not.toHaveBeenCalled();
    unmount();
  });

  it('adds a stock, shows the live total, spreads equal weights and refuses a repeat', () => {
    const { unmount } = setup();
    click('pick TCS');
    expect(document.body.textContent).toContain(m.total(100));
    click(m.review);
    expect(alertText()).toBe(m.weightsSum(100));
    type(field(m.weightOf('TCS')), '10');
    expect(document.body.textContent).toContain('Total 110.00%');
    click(m.equalWeight);
    expect(['INFY', 'HDFCBANK', 'TCS'].map((s) => field(m.weightOf(s)).value)).toEqual(['33.34', '33.33', '33.33']);
    click('pick TCS');
    expect(alertText()).toBe(m.duplicateStock('TCS'));
    click(m.remove('HDFCBANK'));
    expect(field(m.weightOf('HDFCBANK'))).toBeNull();
    expect(document.body.textContent).toContain('Total 66.67%');
    unmount();
  });

  it('asks for the version rationale, then confirms with the diff and the investor count, and publishes once', async () => {
    let answer: (v: ConstituentsEditBody) => void = () => undefined;
    const { unmount, post, published } = setup(() => new Promise((r) => (answer = r)));
    type(field(m.weightOf('INFY')), '60');
    type(field(m.weightOf('HDFCBANK')), '40');
    click(m.review);
    expect(alertText()).toBe(m.rationaleEmpty);
    type(textarea(), 'More weight on IT.');
    click(m.review);
    const dialog = () => document.querySelector('[role="dialog"]')!;
    await until(() => dialog()?.textContent?.includes(m.confirmCount(7)) ?? false);
    expect(dialog().textContent).toContain(m.changed('INFY', 50, 60));
    expect(dialog().textContent).toContain(m.changed('HDFCBANK', 50, 40));
    click(m.publish);
    click(m.publish);
    await until(() => post.mock.calls.length > 0);
    click(m.publish);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toEqual({
      basket_hash: 'abcd1234',
      rationale: 'More weight on IT.',
      constituents: [
        { symbol: 'INFY', weight: 60, rationale: 'IT leader.' },
        { symbol: 'HDFCBANK', weight: 40, rationale: '' },
      ],
    });
    await act(async () => answer(RESULT));
    await until(() => published.length === 1);
    expect(published).toEqual([RESULT]);
    unmount();
  });

  it("keeps what was typed and shows the server's reason when the publish is refused", async () => {
    const refused = new ApiError('Refused', 400, 400, false, { errors: { constituents: m.nothingChanged } });
    const { unmount } = setup(() => Promise.reject(refused));
    type(field(m.weightOf('INFY')), '70');
    type(field(m.weightOf('HDFCBANK')), '30');
    type(textarea(), 'Tilt to IT.');
    click(m.review);
    await until(() => buttonNamed(m.publish) !== undefined);
    click(m.publish);
    await until(() => document.querySelector('[role="dialog"] [role="alert"]') !== null);
    expect(document.querySelector('[role="dialog"] [role="alert"]')!.textContent).toBe(m.nothingChanged);
    expect(field(m.weightOf('INFY')).value).toBe('70');
    expect(textarea().value).toBe('Tilt to IT.');
    unmount();
  });
});
