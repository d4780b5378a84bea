import { useId, useState, type ReactNode } from 'react';
import { FEE_LABELS, type BasketType, type RebalanceFrequency, type SortOption } from '#contract/baskets/types';
import type { NamedCount } from '#contract/baskets/details';
import { Button } from '#src/components/ui/button';
import * as toolbar from './basket-toolbar.css';
import { ADVISER_TYPES, FEE_KINDS, RISK_LEVELS, riskList, riskParam, type DiscoverSearch } from '../discover-search';
import { choicesOn, withoutFilters } from '../discover-filter-rules';
import { adviserTypeLabels, basketMessages, discoverMessages as m, frequencyLabels, sortLabels } from '../messages';
import { AmountRange } from './amount-range';
import { StockCombobox } from './stock-combobox';
import type { StockSearcher } from './use-stock-search';
import * as styles from './discover-filters.css';

export interface DiscoverFiltersProps {
  search: DiscoverSearch;
  sort: SortOption;
  sortOptions: readonly SortOption[];
  frequencies: readonly RebalanceFrequency[];
  /** null while the sector list loads. */
  sectors: NamedCount[] | null;
  stockSearch: StockSearcher;
  /** `replace` for typing: one history entry per settled change, not per key. */
  onChange: (next: DiscoverSearch, options?: { replace?: boolean }) => void;
  onSortChange: (option: SortOption) => void;
}

const BASKET_TYPES: [BasketType, string][] = [
  ['all', m.typeAll],
  ['free', m.typeFree],
  ['premium', m.typePremium],
];

/** Every filter of discover; each change goes to the address (the page reads nothing else). */
export function DiscoverFilters(props: DiscoverFiltersProps) {
  const { search, onChange, sectors } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (patch: Partial<DiscoverSearch>, replace = false) => {
    const merged: DiscoverSearch = { ...search, ...patch };
    // An unset filter leaves the address rather than standing in it as 'undefined'.
    const next = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as DiscoverSearch;
    onChange(next, { replace });
  };
  const active = choicesOn(search);
  const risks = riskList(search.risk);
  const sectorOptions = sectors ?? [];
  const knownSector = !search.sector || sectorOptions.some((s) => s.slug === search.sector);

  return (
    <div>
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? m.hideFilters : m.showFilters}
        {active ? ` (${m.activeFilters(active)})` : ''}
      </Button>
      <section id={panelId} className={styles.panel} data-open={open} aria-label={m.filters}>
        <h2 className={styles.panelTitle}>{m.filters}</h2>
        <Select
          label={basketMessages.sortLabel}
          value={props.sort}
          onChange={(v) => props.onSortChange(v as SortOption)}
        >
          {props.sortOptions.map((o) => (
            <option key={o} value={o}>
              {sortLabels[o]}
            </option>
          ))}
        </Select>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{m.freeOrPaid}</legend>
          <div className={styles.checks}>
            {BASKET_TYPES.map(([type, label]) => (
              <label key={type} className={styles.check}>
                <input
                  type="radio"
                  className={styles.checkbox}
                  name={`${panelId}-type`}
                  checked={(search['basket-type'] ?? 'all') === type}
                  onChange={() => set({ 'basket-type': type === 'all' ? undefined : type })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{m.risk}</legend>
          <div className={styles.checks}>
            {RISK_LEVELS.map((level) => (
              <label key={level} className={styles.check}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={risks.includes(level)}
                  onChange={(e) =>
                    set({ risk: riskParam(e.target.checked ? [...risks, level] : risks.filter((r) => r !== level)) })
                  }
                />
                {basketMessages.risk(level)}
              </label>
            ))}
          </div>
        </fieldset>
        <AmountRange
          min={search['min-amount-min']}
          max={search['min-amount-max']}
          onChange={(min, max) => set({ 'min-amount-min': min, 'min-amount-max': max }, true)}
        />
        <Select
          label={m.feeKind}
          value={search['fee-kind'] ?? ''}
          onChange={(v) => set({ 'fee-kind': FEE_KINDS.find((k) => k === v) })}
        >
          <option value="">{m.any}</option>
          {FEE_KINDS.map((k) => (
            <option key={k} value={k}>
              {FEE_LABELS[k]}
            </option>
          ))}
        </Select>
        <Select
          label={m.frequency}
          value={search.frequency ?? ''}
          onChange={(v) => set({ frequency: props.frequencies.find((f) => f === v) })}
        >
          <option value="">{m.any}</option>
          {props.frequencies.map((f) => (
            <option key={f} value={f}>
              {frequencyLabels[f]}
            </option>
          ))}
        </Select>
        <Select
          label={m.adviserType}
          value={search['adviser-type'] ?? ''}
          onChange={(v) => set({ 'adviser-type': ADVISER_TYPES.find((t) => t === v) })}
        >
          <option value="">{m.any}</option>
          {ADVISER_TYPES.map((t) => (
            <option key={t} value={t}>
              {adviserTypeLabels[t]}
            </option>
          ))}
        </Select>
        <Select label={m.sector} value={search.sector ?? ''} onChange={(v) => set({ sector: v || undefined })}>
          <option value="">{sectors ? m.any : m.loadingSectors}</option>
          {knownSector ? null : <option value={search.sector}>{search.sector}</option>}
          {sectorOptions.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </Select>
        <StockCombobox
          label={m.stock}
          hint={m.stockHint}
          value={search.stock}
          search={props.stockSearch}
          onChange={(stock) => set({ stock: stock?.symbol })}
        />
        {active ? (
          <Button variant="secondary" fullWidth onClick={() => onChange(withoutFilters(search))}>
            {m.clearFilters}
          </Button>
        ) : null}
      </section>
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={toolbar.label}>
        {label}
      </label>
      <select id={id} className={toolbar.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}
