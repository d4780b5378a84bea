import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import { SIP_ALLOCATION_MESSAGES, type SipPreviewBody, type SipStockLine } from '#contract/investments/sip-allocation';
import type { SipConfirmRequest } from '#contract/investments/sip-requests';
import type { InvestmentSummary } from '#contract/investments/types';
import { formatDate, formatPercent, formatRupees } from '#contract/locale/format';
import type { Trade } from '#contract/trading/types';
import { Alert } from '#src/components/ui/alert';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { FactList } from '#src/components/ui/fact-list';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { investmentKeys } from '../api/investment-queries';
import { refreshInvestments } from '../api/investment-mutations';
import { dialogMessages } from '../dialog-messages';
import { errorLines, errorText } from '../error-text';
import { useReviewKey } from '../use-review-key';
import * as styles from './investments.css';
import * as own from './sip-allocation.css';

const m = dialogMessages.sip;
const rupees = (amount: number) => formatRupees(amount, { maxFractionDigits: 2 });
const factClasses = { list: own.stockFacts, label: own.factLabel, value: own.factValue };

type Sip = NonNullable<InvestmentSummary['sip']>;

/**
 * What the SIP's instalment buys (GET sip/preview/, decision 0301) and, when it is due, Confirm, which places exactly
 * that with the amount shown (a SIP changed meanwhile is refused, 409). One stacked box per stock, most short first:
 * shares and amount, target, now and after, and why; then the drift before → after and the money not spent.
 */
export function SipInstalment(props: { investment: string; sip: Sip; open: boolean; onConfirmed: () => void }) {
  const { investment, sip, open, onConfirmed } = props;
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const preview = useQuery({
    queryKey: [...investmentKeys.investment(investment), 'sip-preview', sip.amount, sip.next_due] as const,
    queryFn: ({ signal }) => api.get<SipPreviewBody>(API.investment.sipPreview, { query: { investment }, signal }),
    enabled: open,
    networkMode: 'always',
    meta: PRIVATE_QUERY,
    staleTime: 0,
  });
  const confirm = useMutation({
    mutationFn: (v: SipConfirmRequest) => api.post<Trade>(API.investment.confirmSip, v),
    onSuccess: () => refreshInvestments(queryClient),
  });
  const clientKey = useReviewKey(open, investment, sip.amount, sip.next_due);
  const data = preview.data;
  return (
    <section aria-labelledby={titleId} data-testid="sip-allocation">
      <h3 id={titleId} className={styles.subTitle}>
        {m.instalment(rupees(sip.amount))}
      </h3>
      {data ? (
        <Allocation data={data} />
      ) : preview.isError ? (
        <>
          <Alert variant="error">{errorText(preview.error) ?? m.failed}</Alert>
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            {m.retry}
          </Button>
        </>
      ) : (
        <Spinner label={m.loading} />
      )}
      {data?.due && data.spent > 0 ? (
        <div className={styles.actions}>
          <Button
            busy={confirm.isPending}
            onClick={() =>
              confirm.mutate({ investment, client_key: clientKey, amount: data.amount }, { onSuccess: onConfirmed })
            }
          >
            {m.confirm}
          </Button>
        </div>
      ) : null}
      <AlertLines lines={errorLines(confirm.error)} />
    </section>
  );
}

/** The preview's words, figures and stocks. */
function Allocation({ data }: { data: SipPreviewBody }) {
  return (
    <>
      <p>{data.due ? m.dueNow : m.notDueYet(formatDate(data.next_due))}</p>
      <p className={styles.muted}>{m.howItBuys}</p>
      <FactList
        classes={{ list: own.facts, label: own.factLabel, value: own.factValue }}
        facts={[
          [m.spent, rupees(data.spent), 'sip-spent'],
          [m.leftover, rupees(data.leftover), 'sip-leftover'],
          [m.driftLabel, m.driftChange(formatPercent(data.drift_before), formatPercent(data.drift_after)), 'sip-drift'],
        ]}
      />
      <p className={styles.muted}>{m.driftHint}</p>
      {data.stocks.length === 0 ? (
        <p>{m.noStocks}</p>
      ) : (
        <ul className={own.stocks} aria-label={m.stocks} data-testid="sip-stocks">
          {data.stocks.map((s) => (
            <StockBox key={s.symbol} stock={s} />
          ))}
        </ul>
      )}
      {data.spent === 0 ? (
        <Alert variant="info">{SIP_ALLOCATION_MESSAGES.nothingBought(rupees(data.amount))}</Alert>
      ) : (
        <p data-testid="sip-leftover-note">{data.leftover > 0 ? m.leftoverNote(rupees(data.leftover)) : m.allSpent}</p>
      )}
    </>
  );
}

/** One stock of the instalment: what it buys and why, then its weights. */
function StockBox({ stock: s }: { stock: SipStockLine }) {
  return (
    <li className={own.stock} data-symbol={s.symbol}>
      <h4 className={own.stockTitle}>
        {s.symbol}
        {s.name === s.symbol ? null : <span className={styles.muted}> {s.name}</span>}
      </h4>
      <p className={own.reason}>{m.reasons[s.reason]}</p>
      <FactList
        classes={factClasses}
        facts={[
          [m.buys, m.shares(s.shares, rupees(s.amount))],
          [m.target, formatPercent(s.target)],
          [m.now, formatPercent(s.weight_now)],
          [m.after, formatPercent(s.weight_after)],
        ]}
      />
    </li>
  );
}
