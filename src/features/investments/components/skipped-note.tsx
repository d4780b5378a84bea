import type { SkippedInvestment } from '#contract/investments/types';
import { Notice } from '#src/components/ui/page';
import { investmentMessages as m } from '../messages';

/**
 * Investments a read left out because their figures are impossible (docs/investments.md, "Impossible
 * figures"): named, so the totals beside them are never silently short. Nothing when there are none
 * (or the answer is an older copy kept on the device, which had no such field).
 */
export function SkippedNote({ skipped }: { skipped: readonly SkippedInvestment[] | undefined }) {
  if (!skipped?.length) return null;
  return (
    <Notice>
      <p>{m.skipped(skipped.map((s) => s.basket_name))}</p>
    </Notice>
  );
}
