import type { BasketSummary } from '#contract/baskets/types';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { discoverMessages as m } from '../messages';
import { BasketCard } from './basket-card';
import * as cards from './cards.css';

export interface DiscoverResultsProps {
  baskets: BasketSummary[];
  wording: string;
  updating: boolean;
  filtered: boolean;
  onClear: () => void;
}

/** The baskets that match, as cards that open the basket page; or the way out of an empty view. */
export function DiscoverResults({ baskets, wording, updating, filtered, onClear }: DiscoverResultsProps) {
  if (baskets.length === 0)
    return (
      <Notice title={m.empty}>
        <p>{m.emptyHint}</p>
        {filtered ? <Button onClick={onClear}>{m.clearFilters}</Button> : null}
      </Notice>
    );
  return (
    <ul className={cards.grid} aria-label={m.results} aria-busy={updating}>
      {baskets.map((basket) => (
        <li key={basket.basketId}>
          <BasketCard basket={basket} wording={wording} />
        </li>
      ))}
    </ul>
  );
}
