// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { investment } from '../test-fixtures';
import { StoplossAlert } from './attention-banners';
import { FigureList } from './figure-list';
import { InvestmentBadges } from './investment-badges';
import { SkippedNote } from './skipped-note';

const figures = (root: HTMLElement) =>
  Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!]));

describe('investment figures on screen', () => {
  it('writes gains and losses with their sign (colour is not the only cue), and an undefined XIRR in words', () => {
    const { container, rerender, unmount } = mount(<FigureList figures={investment()} label="Midcap Momentum" />);
    let f = figures(container);
    expect(f['Invested']!.textContent).toBe('₹1,00,000');
    expect(f['Current value']!.textContent).toBe('₹1,12,345.7');
    expect(f['Profit and loss']!.textContent).toBe('+₹12,345.7');
    expect(f['Returns']!.textContent).toBe('+12.35%');
    expect(f['XIRR']!.textContent).toBe('+18.2%');
    const gainClass = f['Profit and loss']!.className;
    rerender(
      <FigureList
        figures={investment({ current_value: 91000, profit_loss: -9000, returns_percent: -9, xirr_percent: null })}
        label="Midcap Momentum"
      />,
    );
    f = figures(container);
    expect(f['Profit and loss']!.textContent).toBe('−₹9,000');
    expect(f['Returns']!.textContent).toBe('−9%');
    expect(f['XIRR']!.textContent).toBe('Not yet');
    expect(f['Profit and loss']!.className).not.toBe(gainClass);
    unmount();
  });

  it('names what needs attention in words', () => {
    const { container, unmount } = mount(
      <InvestmentBadges
        investment={investment({
          rebalance_pending: true,
          needs_repair: true,
          sip: { frequency: 'monthly', amount: 5000, day: 20, next_due: '2026-11-20', due: true },
          stoploss: { percent: 15, trigger_value: 85000, breached: true },
        })}
      />,
    );
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Stop-loss breached',
      'Rebalance pending',
      'SIP due',
      'Needs repair',
    ]);
    unmount();
  });
});

describe('StoplossAlert', () => {
  it('says a breach plainly and offers the exit; nothing is placed until the investor asks', () => {
    const onExit = vi.fn();
    const breached = investment({
      current_value: 80000,
      stoploss: { percent: 15, trigger_value: 85000, breached: true },
    });
    const { container, unmount } = mount(<StoplossAlert investment={breached} onExit={onExit} />);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h2')!.textContent).toBe('Stop-loss breached');
    expect(alert.textContent).toContain('The value is ₹80,000, below your stop-loss at ₹85,000. Nothing has been sold');
    expect(onExit).not.toHaveBeenCalled();
    act(() => alert.querySelector('button')!.click());
    expect(onExit).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('is absent while the stop-loss holds, or with none set', () => {
    const holding = investment({ stoploss: { percent: 15, trigger_value: 85000, breached: false } });
    const a = mount(<StoplossAlert investment={holding} onExit={() => undefined} />);
    expect(a.container.innerHTML).toBe('');
    a.unmount();
    const b = mount(<StoplossAlert investment={investment()} onExit={() => undefined} />);
    expect(b.container.innerHTML).toBe('');
    b.unmount();
  });
});

describe('SkippedNote', () => {
  it('names the investments a read left out, in words', () => {
    const one = mount(<SkippedNote skipped={[{ investment: 'a1', basket_name: 'Quality Compounders' }]} />);
    expect(one.container.textContent).toBe(
      'Left out here: Quality Compounders. Its figures are out of range; please contact support to have it checked.',
    );
    one.unmount();
    const two = mount(
      <SkippedNote
        skipped={[
          { investment: 'a1', basket_name: 'Quality Compounders' },
          { investment: 'b2', basket_name: 'Midcap Momentum' },
        ]}
      />,
    );
    expect(two.container.textContent).toBe(
      'Left out here: Quality Compounders, Midcap Momentum. Their figures are out of range; please contact support to have them checked.',
    );
    two.unmount();
  });

  it('is absent when nothing was left out, or the answer is an older copy without the field', () => {
    for (const skipped of [[], undefined]) {
      const v = mount(<SkippedNote skipped={skipped} />);
      expect(v.container.innerHTML).toBe('');
      v.unmount();
    }
  });
});
