// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { investment } from '../test-fixtures';
import { StoplossAlert } from './attention-banners';
import { ClosedFigureList, FigureList } from './figure-list';
import { InvestmentBadges, RunningPlans } from './investment-badges';
import { SkippedNote } from './skipped-note';

const figures = (root: HTMLElement) =>
  Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!]));

describe('investment figures on screen', () => {
  it('writes gains and losses with their sign (colour is not the only cue), and an XIRR no rate solves in words', () => {
    const { container, rerender, unmount } = mount(<FigureList figures={investment()} label="Midcap Momentum" />);
    let f = figures(container);
    expect(f['Invested']!.textContent).toBe('₹1,00,000');
    expect(f['Current value']!.textContent).toBe('₹1,12,345.7');
    expect(f['Profit and loss']!.textContent).toBe('+₹12,345.7');
    expect(f['Absolute return']!.textContent).toBe('+12.35%');
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
    expect(f['Absolute return']!.textContent).toBe('−9%');
    expect(f['XIRR']!.textContent).toBe('Not defined');
    expect(f['Profit and loss']!.className).not.toBe(gainClass);
    unmount();
  });

  it('under a year held, shows the absolute return and no annualised figure', () => {
    const young = investment({ returns_percent: 3, held_a_year: false, xirr_percent: null });
    const { container, unmount } = mount(<FigureList figures={young} label="Midcap Momentum" />);
    const f = figures(container);
    expect(f['Absolute return']!.textContent).toBe('+3%');
    expect(f['XIRR']!.textContent).toBe('After a year held');
    expect(container.textContent).not.toMatch(/\d%.*\d%/); // one percentage only
    unmount();
  });

  it('a closed investment shows money in, money out and the realised profit and loss, never a negative Invested', () => {
    const closed = investment({
      status: 'closed',
      invested: -1325.1,
      current_value: 0,
      profit_loss: 1325.1,
      paid_in: 84419.55,
      taken_out: 85744.65,
      returns_percent: 1.57,
      held_a_year: false,
      xirr_percent: null,
      closed_at: '2026-12-02T05:00:00Z',
    });
    const { container, unmount } = mount(<ClosedFigureList figures={closed} label="Cash Flow Champions" />);
    const f = figures(container);
    expect(Object.keys(f)).toEqual(['Money put in', 'Money taken out', 'Realised profit and loss', 'Absolute return']);
    expect(f['Money put in']!.textContent).toBe('₹84,419.6');
    expect(f['Money taken out']!.textContent).toBe('₹85,744.7');
    expect(f['Realised profit and loss']!.textContent).toBe('+₹1,325.1');
    expect(container.textContent).not.toContain('Invested');
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

  it('shows a running SIP and stop-loss on an active investment, and nothing once it is closed', () => {
    const running = investment({
      sip: { frequency: 'monthly', amount: 5000, day: 5, next_due: '2026-12-07', due: false },
      stoploss: { percent: 15, trigger_value: 42438.5, breached: false },
    });
    const { container, rerender, unmount } = mount(<RunningPlans investment={running} />);
    expect(container.querySelector('ul')!.getAttribute('aria-label')).toBe('Running plans');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'SIP ₹5,000 monthly on day 5, next 07 Dec 2026',
      'Stop-loss 15%: told below ₹42,438.5',
    ]);
    rerender(<RunningPlans investment={{ ...running, status: 'closed' }} />);
    expect(container.querySelector('ul')).toBeNull();
    rerender(<RunningPlans investment={investment({ sip: null, stoploss: null })} />);
    expect(container.querySelector('ul')).toBeNull();
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
