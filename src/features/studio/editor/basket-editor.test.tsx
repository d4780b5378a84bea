// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { StudioBasket } from '#contract/studio/types';
import { ApiError } from '#src/lib/http/api-error';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { BasketEditor } from './basket-editor';
import type { StockPickerProps } from './stock-picker';

const HITS = ['INFY', 'TCS', 'HDFCBANK'].map((symbol) => ({
  symbol,
  name: `${symbol} Ltd`,
  sector: 'IT',
  kind: 'stock' as const,
  isin: `INE${symbol}`,
}));

/** The route hands in the real stock combobox; here one button per stock stands in for it. */
function FakePicker({ onChange }: StockPickerProps) {
  return (
    <div>
      {HITS.map((h) => (
        <button key={h.symbol} type="button" onClick={() => onChange(h)}>
          {`pick ${h.symbol}`}
        </button>
      ))}
    </div>
  );
}

const saved = {
  basket_hash: 'new-basket',
  status: 'draft',
  name: 'Steady Growers',
  constituents: [],
  faqs: [],
  tag_slugs: [],
};
const basketBody = (patch: Partial<StudioBasket> = {}) => ({
  basket: {
    ...saved,
    description: 'Large caps.',
    methodology: '',
    risk_type: 'medium',
    fund_type: 'Equity',
    benchmark_id: 'NIFTY 50',
    fee_kind: 'FIXFEE',
    fee_amount: 999,
    rebalance_frequency: 'quarterly',
    is_premium: false,
    is_shareable: true,
    ...patch,
  } as StudioBasket,
});

function answersGet(path: string, options?: { query?: Record<string, unknown> }) {
  if (path === API.baskets.benchmarks) return { benchmarks: [{ benchmark_id: 'NIFTY 50', name: 'Nifty 50' }] };
  if (path === API.baskets.tags) return { tags: [] };
  if (path === API.market.stockDetails) {
    const caps: Record<string, number | null> = { INFY: 600000, TCS: 1400000, HDFCBANK: null };
    return { stock: { marketCapCrore: caps[String(options?.query?.symbol)] ?? null } };
  }
  return {};
}

const mounted: { unmount: () => void }[] = [];

async function setup(options: { drafts?: boolean; post?: (path: string, body?: unknown) => Promise<unknown> } = {}) {
  const onSaved = vi.fn();
  const view = mountWithApi(
    <BasketEditor
      basket={null}
      userId={7}
      drafts={options.drafts ?? true}
      frequencies={['quarterly', 'monthly']}
      onSaved={onSaved}
      StockPicker={FakePicker}
    />,
    { get: answersGet, post: (options.post ?? (() => Promise.resolve(basketBody()))) as never },
  );
  mounted.push(view);
  await until(() => document.querySelector('option[value="NIFTY 50"]') !== null);
  return { ...view, onSaved };
}

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;
const errorOf = (name: string) => {
  const ids = field(name).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
};
function type(name: string, value: string) {
  const el = field(name);
  const proto = Object.getPrototypeOf(el) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const click = (name: string) => act(async () => buttonNamed(name)!.click());

async function fillValid() {
  type('name', 'Steady Growers');
  type('description', 'Large caps that compound.');
  type('benchmark_id', 'NIFTY 50');
  type('fee_amount', '999');
  await click('pick INFY');
  await click('pick TCS');
  await click('Equal weight');
}

afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the basket editor', () => {
  it('refuses HTML in the name and description with the spec messages, and sends nothing', async () => {
    const view = await setup();
    await fillValid();
    type('name', 'Top <b>picks</b>');
    type('description', '<script>x</script> growth');
    await click('Save draft');
    expect(errorOf('name')).toBe('HTML tags are not allowed in basket name');
    expect(errorOf('description')).toBe('HTML tags are not allowed in basket description');
    expect(view.post).not.toHaveBeenCalled();
    expect(field('name').value).toBe('Top <b>picks</b>');
  });

  it('shows the live total and fills equal and market-cap weights', async () => {
    const view = await setup();
    await fillValid();
    await click('pick HDFCBANK');
    await click('Equal weight');
    expect(['INFY', 'TCS', 'HDFCBANK'].map((s) => field(`weight-${s}`).value)).toEqual(['33.34', '33.33', '33.33']);
    expect(document.body.textContent).toContain('Total 100.00%');
    type('weight-INFY', '20');
    expect(document.body.textContent).toContain('Total 86.66%');
    await click('Market-cap weight');
    await until(() => document.body.textContent!.includes('Market cap is unavailable'));
    expect(document.body.textContent).toContain('Market cap is unavailable for HDFCBANK; set its weight by hand.');
    await act(async () => document.querySelector<HTMLButtonElement>('[aria-label="Remove HDFCBANK"]')!.click());
    await click('Market-cap weight');
    await until(() => field('weight-INFY').value === '30');
    expect(field('weight-TCS').value).toBe('70');
    expect(view.get).toHaveBeenCalledWith(API.market.stockDetails, { query: { symbol: 'TCS' } });
  });

  it('says a weights total that is not 100', async () => {
    const view = await setup();
    await fillValid();
    type('weight-TCS', '40');
    await click('Save draft');
    expect(document.body.textContent).toContain('Weights must add up to 100% (now 90.00%)');
    expect(view.post).not.toHaveBeenCalled();
  });

  it('checks the image size before any upload: above 51200 bytes is refused, 51200 is fine', async () => {
    await setup();
    const input = field('image') as HTMLInputElement;
    const choose = (size: number) => {
      const file = new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    };
    // The picker is cleared after a refusal (so the same file may be picked again), not while the image waits.
    let clears = 0;
    Object.defineProperty(input, 'value', { get: () => '', set: () => void clears++, configurable: true });
    choose(51201);
    expect(errorOf('image')).toBe('Image exceeds 50KB limit');
    expect(clears).toBe(1);
    choose(51200);
    expect(errorOf('image')).toBe('');
    expect(document.body.textContent).toContain('cover.png will be uploaded when the basket is saved.');
    expect(clears).toBe(1);
  });

  it('on a brand without drafts the one button is Publish and it publishes at once', async () => {
    const view = await setup({ drafts: false });
    await fillValid();
    expect(buttonNamed('Save draft')).toBeUndefined();
    // Enter in a field submits the form: that must not publish.
    act(() => (field('name') as HTMLInputElement).form!.requestSubmit());
    expect(view.post).not.toHaveBeenCalled();
    await click('Publish');
    await until(() => view.onSaved.mock.calls.length > 0);
    expect(view.post).toHaveBeenCalledTimes(1);
    expect(view.post.mock.calls[0]![0]).toBe(API.studio.create);
    expect(view.post.mock.calls[0]![1]).toMatchObject({
      publish: true,
      constituents: [
        { symbol: 'INFY', weight: 50 },
        { symbol: 'TCS', weight: 50 },
      ],
    });
  });

  it('saves a draft once however often it is clicked, and forgets the kept form after', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const view = await setup({ post: () => new Promise((r) => (answer = r)) });
    await fillValid();
    expect(localStorage.getItem('studio-basket-form:7:new')).toContain('Steady Growers');
    await click('Save draft');
    await click('Save draft');
    expect(view.post).toHaveBeenCalledTimes(1);
    expect(view.post.mock.calls[0]![1]).toMatchObject({ publish: false, name: 'Steady Growers' });
    await act(async () => answer(basketBody()));
    await until(() => view.onSaved.mock.calls.length > 0);
    expect(localStorage.getItem('studio-basket-form:7:new')).toBeNull();
  });

  it('puts the server field errors on the fields and keeps what was typed', async () => {
    const refusal = new ApiError('Bad input', 400, 400, false, { errors: { name: 'A basket with this name exists' } });
    await setup({ post: () => Promise.reject(refusal) });
    await fillValid();
    await click('Save draft');
    await until(() => errorOf('name') !== '');
    expect(errorOf('name')).toBe('A basket with this name exists');
    expect(field('name').value).toBe('Steady Growers');
    expect(field('weight-TCS').value).toBe('50');
  });

  it('keeps the unsaved form across a reload', async () => {
    await setup();
    await fillValid();
    mounted.pop()!.unmount();
    await setup();
    expect(field('name').value).toBe('Steady Growers');
    expect(field('weight-INFY').value).toBe('50');
    expect(document.body.textContent).toContain('Unsaved changes from your last visit were restored.');
  });
});
