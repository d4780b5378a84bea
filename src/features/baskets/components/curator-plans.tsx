import { formatFee } from '#contract/subscriptions/fee-period';
import type { CuratorPlan } from '#contract/baskets/types';
import { basketMessages as m } from '../messages';
import * as cards from './cards.css';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';

/** Two short columns fit a phone as a table. */
const columns: DataColumn<CuratorPlan>[] = [
  { header: m.planPeriod, cell: (plan) => plan.label },
  { header: m.planFee, numeric: true, cell: (plan) => formatFee(plan.amount, plan.durationMonths) },
];

/** An adviser's plans, each fee with its period; `labelledBy` names the table (its heading). */
export function CuratorPlans({ plans, labelledBy }: { plans: CuratorPlan[]; labelledBy: string }) {
  if (plans.length === 0) return <p className={cards.body}>{m.noPlans}</p>;
  return (
    <DataTable
      rows={plans}
      columns={columns}
      labelledBy={labelledBy}
      rowKey={(plan) => plan.durationMonths}
      cardsBelow="never"
    />
  );
}
