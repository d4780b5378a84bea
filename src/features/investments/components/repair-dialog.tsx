import type { OrderLine } from '#contract/trading/types';
import { dialogMessages } from '../dialog-messages';
import { OrderLines } from './order-lines';
import { KeyedPlacementDialog, type ReviewDialogProps } from './placement-dialog';
import * as styles from './investments.css';

const m = dialogMessages.repair;

/**
 * fix-investment-qty-v2: the lines the server would buy (the investment's `repair`, what its latest trade left
 * short, at the last prices), then one placement; the repair trade is followed as the page follows every
 * placement (`Progress`: the trading feature's live stream, then polling).
 */
export function RepairDialog({ lines, ...props }: ReviewDialogProps & { lines: OrderLine[] }) {
  return (
    <KeyedPlacementDialog call="repair" words={m} {...props}>
      <OrderLines lines={lines} placed={false} />
    </KeyedPlacementDialog>
  );
}

/** What the latest trade left short, line by line, and until when it can be bought. */
export function RepairShort({ lines }: { lines: OrderLine[] }) {
  return (
    <div data-testid="repair-short">
      <p>{m.short}</p>
      <ul>
        {lines.map((l) => (
          <li key={l.symbol}>{m.shortLine(l.symbol, l.quantity)}</li>
        ))}
      </ul>
      <p className={styles.muted}>{m.when}</p>
    </div>
  );
}
