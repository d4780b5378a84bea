import { SEBI_CHECK_URL } from '#contract/compliance/family';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { visuallyHidden } from '#src/components/ui/visually-hidden.css';
import { familyMessages as f } from '../family-messages';

/**
 * Beside the pay button (docs/compliance-fees.md): the adviser's SEBI-validated UPI handle with a link to verify it on
 * SEBI Check, when the adviser has one on file, and the family's standing against SEBI's per-family limits.
 */
export function PayeeNotes({ summary }: { summary: PlanCheckoutBody }) {
  const { adviser, family, plan } = summary;
  return (
    <>
      {adviser.upi_handle ? (
        <p>
          {f.upi} <strong>{adviser.upi_handle}</strong>.{' '}
          <a href={SEBI_CHECK_URL} target="_blank" rel="noopener noreferrer">
            {f.verifyUpi}
            <span className={visuallyHidden}> {f.opensNewTab}</span>
          </a>
        </p>
      ) : null}
      {plan.fee_kind === 'FIXFEE' ? <p>{f.standing(family.fixed_fees_a_year, family.cap)}</p> : null}
      {family.fee_mode && family.fee_mode_since ? <p>{f.mode(family.fee_mode, family.fee_mode_since)}</p> : null}
    </>
  );
}
