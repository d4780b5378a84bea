import type { InvestmentDetailsBody } from '#contract/investments/types';
import { Button } from '#src/components/ui/button';
import { dialogMessages } from '../dialog-messages';
import { investmentPageMessages as m } from '../messages';
import { CloseDialog } from './close-dialog';
import type { ProgressView } from './order-progress';
import { RebalanceDialog } from './rebalance-dialog';
import { RepairDialog, RepairShort } from './repair-dialog';
import { SipDialog } from './sip-dialog';
import { StoplossDialog } from './stoploss-dialog';
import * as styles from './investments.css';

export type ActionName = 'rebalance' | 'sip' | 'stoploss' | 'close' | 'repair';

interface ActionsProps {
  investment: InvestmentDetailsBody;
  action: ActionName | null;
  onAction: (action: ActionName | null) => void;
  Progress: ProgressView;
}

/**
 * The buttons for what an investor can do, each opening its dialog; a closed investment has none. What the latest
 * trade left short comes first, with its repair, when the server would repair it now. The exit's dialog stays where
 * it is when the investment closes under it (its orders filled while it was open), so its confirmation and the
 * orders' progress stay in view until the investor closes it (UX review D10).
 */
export function InvestmentActions(props: ActionsProps) {
  const { investment, action, onAction, Progress } = props;
  const id = investment.investment;
  const openChange = (name: ActionName) => (open: boolean) => onAction(open ? name : null);
  const active = investment.status === 'active';
  return (
    <>
      {active ? <Actions {...props} /> : null}
      {active || action === 'close' ? (
        <CloseDialog investment={id} open={action === 'close'} onOpenChange={openChange('close')} Progress={Progress} />
      ) : null}
    </>
  );
}

/** An active investment's actions and their dialogs, the exit's aside. */
function Actions({ investment, action, onAction, Progress }: ActionsProps) {
  const id = investment.investment;
  const openChange = (name: ActionName) => (open: boolean) => onAction(open ? name : null);
  return (
    <section className={styles.section} aria-labelledby="inv-actions">
      <h2 id="inv-actions" className={styles.sectionTitle}>
        {m.actions}
      </h2>
      {investment.repair ? <RepairShort lines={investment.repair} /> : null}
      <div className={styles.actions}>
        {investment.repair ? <Button onClick={() => onAction('repair')}>{dialogMessages.repair.open}</Button> : null}
        {investment.rebalance_pending ? (
          <Button onClick={() => onAction('rebalance')}>{dialogMessages.rebalance.open}</Button>
        ) : null}
        <Button variant="secondary" onClick={() => onAction('sip')}>
          {dialogMessages.sip.open}
        </Button>
        <Button variant="secondary" onClick={() => onAction('stoploss')}>
          {dialogMessages.stoploss.open}
        </Button>
        <Button variant="secondary" onClick={() => onAction('close')}>
          {dialogMessages.exit.open}
        </Button>
      </div>
      {investment.rebalance_pending || action === 'rebalance' ? (
        <RebalanceDialog
          investment={id}
          open={action === 'rebalance'}
          onOpenChange={openChange('rebalance')}
          Progress={Progress}
        />
      ) : null}
      <SipDialog investment={investment} open={action === 'sip'} onOpenChange={openChange('sip')} />
      <StoplossDialog investment={investment} open={action === 'stoploss'} onOpenChange={openChange('stoploss')} />
      {investment.repair || action === 'repair' ? (
        <RepairDialog
          investment={id}
          lines={investment.repair ?? []}
          open={action === 'repair'}
          onOpenChange={openChange('repair')}
          Progress={Progress}
        />
      ) : null}
    </section>
  );
}
