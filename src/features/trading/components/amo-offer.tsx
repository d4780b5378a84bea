import type { TradePreviewBody } from '#contract/trading/types';
import { Button } from '#src/components/ui/button';
import { tradingMessages as m } from '../messages';
import * as styles from './trading.css';

export interface AmoOfferProps {
  /** The review's window: what it says of after-market orders while it is closed (absent while open). */
  window: TradePreviewBody['window'];
  /** What an after-market order means for these orders (a buy's or an exit's). */
  note: string;
  /** Its button's words (the buy's 'Place as after-market order' unless told). */
  label?: string;
  /** Places the reviewed orders as an after-market order; without it the offer only explains. */
  place?: (() => void) | undefined;
  placing: boolean;
  disabled?: boolean | undefined;
}

/**
 * Beside a closed window's lines (docs/trading-screens.md, "After-market orders"): while the broker takes an
 * after-market order, what it means and the button that places one; outside its hours, why not. Nothing while the
 * window is open. The buy review and the exit review show it the same way.
 */
export function AmoOffer({ window, note, label = m.placeAmo, place, placing, disabled }: AmoOfferProps) {
  const amo = window.amo;
  if (!amo) return null;
  return (
    <div className={styles.stack} data-testid="amo">
      <p className={styles.note} data-testid="amo-note">
        {amo.open ? note : amo.message}
      </p>
      {amo.open && place ? (
        <p>
          <Button variant="secondary" onClick={place} busy={placing} disabled={disabled}>
            {placing ? m.placing : label}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
