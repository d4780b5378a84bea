import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { QueryView } from '#src/components/ui/query-view';
import { TitledSection } from '#src/components/ui/page';
import { API } from '#contract/http/api-paths';
import { formatDate, formatPercent, formatRupees } from '#contract/locale/format';
import type {
  AfterCostFigure,
  ReturnsAfterCostsBody,
  ReturnsUnknownReason,
  TrackingGapLine,
} from '#contract/investments/returns-types';
import { investmentKeys } from '../api/investment-queries';
import { signedPercent, signedRupees, toneOf } from '../investment-figures';
import { investmentMessages } from '../messages';
import { returnsMessages as m } from '../returns-messages';
import * as styles from './investments.css';

/** GET my-baskets/returns/: the investor's own figures, private, asked again whenever the page opens. */
export const returnsQuery = (api: ApiClient, investment: string) =>
  queryOptions({
    queryKey: [...investmentKeys.investment(investment), 'returns'] as const,
    networkMode: 'always',
    meta: PRIVATE_QUERY,
    staleTime: 0,
    queryFn: ({ signal }) => api.get<ReturnsAfterCostsBody>(API.myBaskets.returns, { query: { investment }, signal }),
  });

const unknown = (reason: ReturnsUnknownReason | null) => m.unknown[reason ?? 'part_unknown'];

function Row({ label, value, hint, tone }: { label: string; value: string; hint?: string; tone?: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={tone ? `${styles.figureValue} ${tone}` : styles.figureValue}>{value}</dd>
      {hint ? <dd className={styles.muted}>{hint}</dd> : null}
    </div>
  );
}

/** A return as rupees and percent with their signs ('+₹1,200 (+3.5%)'), or why it is not known. */
function returnText(f: AfterCostFigure): string {
  if (f.amount === null) return unknown(f.reason);
  return f.percent === null ? signedRupees(f.amount) : `${signedRupees(f.amount)} (${signedPercent(f.percent)})`;
}

/** A cost, written as money taken off ('−₹25.5'); a saving (a realised loss's tax) as money back. */
const costText = (amount: number) => signedRupees(-amount);

/** A gap in words: more or less than the model, never colour alone. */
function gapText(amount: number | null, percent: number | null, reason: ReturnsUnknownReason | null): string {
  if (amount === null) return unknown(reason);
  if (Math.abs(amount) < 0.005) return m.same;
  const pct = formatPercent(percent === null ? null : Math.abs(percent));
  return amount > 0 ? m.more(formatRupees(amount), pct) : m.less(formatRupees(-amount), pct);
}

function GapTrade({ line }: { line: TrackingGapLine }) {
  return (
    <li>
      <h4 className={styles.subTitle}>{m.gapTrade(m.kinds[line.kind], formatDate(line.date))}</h4>
      <dl className={styles.figures}>
        <Row label={m.yourFills} value={formatRupees(line.investor_cost)} />
        <Row
          label={m.modelCost}
          value={line.model_cost === null ? unknown(line.reason) : formatRupees(line.model_cost)}
        />
        <Row label={m.gap} value={gapText(line.gap, line.gap_percent, line.reason)} />
      </dl>
    </li>
  );
}

function Figures({ body }: { body: ReturnsAfterCostsBody }) {
  if (body.from === null) return <p className={styles.muted}>{m.empty}</p>;
  const { tax, model, tracking } = body;
  const taxValue = tax.total === null ? unknown(tax.reason) : costText(tax.total);
  const taxHint =
    tax.total === null ? undefined : m.taxHint(formatRupees(tax.realised), formatRupees(tax.estimated_exit));
  const toned = (v: number | null) => styles.tone[toneOf(v)];
  return (
    <>
      <p className={styles.muted}>{m.intro(formatDate(body.from), formatDate(body.as_of))}</p>
      <dl className={styles.figures} aria-label={m.figures}>
        <Row
          label={m.before}
          value={returnText(body.before_costs)}
          hint={m.beforeHint}
          tone={toned(body.before_costs.amount)}
        />
        <Row label={m.charges} value={costText(body.charges.amount)} hint={m.chargesHint(body.charges.trades)} />
        <Row
          label={m.fees}
          value={costText(body.subscription_fees.amount)}
          hint={m.feesHint(body.subscription_fees.subscriptions)}
        />
        <Row label={m.tax} value={taxValue} hint={taxHint} />
        <Row
          label={m.after}
          value={returnText(body.after_costs)}
          hint={m.afterHint}
          tone={toned(body.after_costs.amount)}
        />
        <Row
          label={m.model}
          value={model.percent === null ? unknown(model.reason) : signedPercent(model.percent)}
          hint={model.from && model.to ? m.modelHint(formatDate(model.from), formatDate(model.to)) : undefined}
          tone={toned(model.percent)}
        />
      </dl>
      <h3 className={styles.subTitle}>{m.gapTitle}</h3>
      <p className={styles.muted}>{m.gapIntro}</p>
      {tracking.trades.length === 0 ? (
        <p className={styles.muted}>{m.noGapTrades}</p>
      ) : (
        <>
          <ol className={styles.cards}>
            {tracking.trades.map((t) => (
              <GapTrade key={t.trade} line={t} />
            ))}
          </ol>
          <dl className={styles.figures}>
            <Row
              label={m.gapTotal}
              value={gapText(tracking.total.amount, tracking.total.percent, tracking.total.reason)}
            />
          </dl>
        </>
      )}
    </>
  );
}

/**
 * The investment's return after charges, subscription fees and (estimated) tax, beside the basket's model over
 * the same dates, and the tracking gap of each trade (docs/investments.md, "Returns after costs"). A definition
 * list and a stacked list, no wide table: it reads at 320 px. A figure that is not known says why.
 */
export function ReturnsAfterCosts({ investment }: { investment: string }) {
  const query = useQuery(returnsQuery(useApi(), investment));
  return (
    <TitledSection id="inv-after-costs" title={m.title} className={styles.section} titleClassName={styles.sectionTitle}>
      <QueryView query={query} loading={m.loading} problem={{ title: m.failed, messages: investmentMessages }}>
        {(body) => <Figures body={body} />}
      </QueryView>
    </TitledSection>
  );
}
