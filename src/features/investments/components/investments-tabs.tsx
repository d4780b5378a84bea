import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TAB_NAMES, type InvestmentsTab } from '../messages';
import * as styles from './investments-tabs.css';

const ORDER: InvestmentsTab[] = ['baskets', 'investments'];

/**
 * The two tabs of /account/investments/ (docs/investments-screens.md, "Addresses"), as the ARIA tabs pattern: one tab
 * stop (roving tabindex), arrows, Home and End move and select, the panel follows. Which tab is shown lives in the
 * address (?tab=), so a reload or a shared link keeps it.
 */
export function InvestmentsTabs({
  selected,
  onSelect,
  label,
  panels,
}: {
  selected: InvestmentsTab;
  onSelect: (tab: InvestmentsTab) => void;
  label: string;
  panels: Record<InvestmentsTab, ReactNode>;
}) {
  const base = useId();
  const refs = useRef<Partial<Record<InvestmentsTab, HTMLButtonElement | null>>>({});
  const move = (to: InvestmentsTab) => {
    onSelect(to);
    refs.current[to]?.focus();
  };
  // The selected tab whole, should the tabs ever be wider than their box (focus alone may leave it cut):
  // the box scrolls sideways, the page never moves.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = list.current;
    const tab = refs.current[selected];
    if (!box || !tab) return;
    const [b, t] = [box.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (t.left < b.left) box.scrollLeft -= b.left - t.left;
    else if (t.right > b.right) box.scrollLeft += t.right - b.right;
  }, [selected]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = ORDER.indexOf(selected);
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % ORDER.length,
      ArrowLeft: (at - 1 + ORDER.length) % ORDER.length,
      Home: 0,
      End: ORDER.length - 1,
    };
    if (!(e.key in next)) return;
    e.preventDefault();
    move(ORDER[next[e.key]!]!);
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={styles.tabList}>
        {ORDER.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${base}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {TAB_NAMES[tab]}
          </button>
        ))}
      </div>
      {ORDER.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${base}-panel-${tab}`}
          aria-labelledby={`${base}-tab-${tab}`}
          tabIndex={0}
          hidden={tab !== selected}
          className={styles.panel}
        >
          {tab === selected ? panels[tab] : null}
        </div>
      ))}
    </>
  );
}
