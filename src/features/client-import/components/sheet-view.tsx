import { useEffect, useId, useRef, useState } from 'react';
import type { RebalanceSheetBody } from '#contract/rebalance-sheets/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { PageNav } from '#src/components/ui/page-nav';
import { rebalanceMessages as m } from '../rebalance-messages';
import { ApplySheetDialog } from './apply-sheet-dialog';
import { RefusedRows } from './refused-rows';
import { SheetTargets } from './sheet-targets';
import * as styles from './import.css';
import * as sheetStyles from './rebalance-sheet.css';

function Counts({ sheet }: { sheet: RebalanceSheetBody }) {
  const n = (v: number) => v.toLocaleString('en-IN');
  return (
    <dl className={styles.counts}>
      {(['rows', 'targets', 'refused'] as const).map((k) => (
        <div key={k} className={styles.count}>
          <dt>{m.counts[k]}</dt>
          <dd className={styles.countValue} data-testid={`sheet-${k}`}>
            {n(sheet[k])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A sheet's preview or result: its state in words, the counts, Apply (while it may be applied), a page
 * of targets and a page of refused rows.
 */
export function SheetView({
  sheet,
  onPage,
  onRefusalsPage,
}: {
  sheet: RebalanceSheetBody;
  onPage: (page: number) => void;
  onRefusalsPage: (page: number) => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<RebalanceSheetBody | null>(null);
  const canApply = sheet.status === 'previewed' && !sheet.expired && sheet.targets > 0;
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Once the applied sheet is read back the Apply button is gone: focus moves to what happened.
  const done = applied !== null && sheet.status === 'applied';
  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);
  return (
    <>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        data-status={sheet.expired ? 'expired' : sheet.status}
      >
        {m.status(sheet)}
      </p>
      {applied?.applied ? <Alert variant="success">{m.applied(applied.applied.created)}</Alert> : null}
      <Counts sheet={sheet} />
      {canApply ? (
        <div className={sheetStyles.actions}>
          <Button onClick={() => setConfirming(true)}>{m.apply}</Button>
          <span className={styles.muted}>{m.applyBy(sheet.applyBy)}</span>
        </div>
      ) : null}
      <ApplySheetDialog
        sheet={sheet}
        open={confirming}
        onOpenChange={setConfirming}
        onApplied={(result) => {
          setConfirming(false);
          setApplied(result);
        }}
      />
      <section className={styles.section} aria-labelledby={`${id}-t`}>
        <h2 id={`${id}-t`} className={styles.heading}>
          {m.targets}
        </h2>
        {sheet.targets === 0 ? (
          <p className={styles.muted}>{m.noTargets}</p>
        ) : (
          <>
            <SheetTargets targets={sheet.targetsPage} />
            <PageNav
              label={m.pages(m.targets)}
              page={sheet.page}
              pages={sheet.pages}
              onPage={onPage}
              className={styles.row}
            />
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${id}-r`}>
        <h2 id={`${id}-r`} className={styles.heading}>
          {m.refusedRows}
        </h2>
        {sheet.refused > 0 ? <p className={styles.muted}>{m.refusedNote}</p> : null}
        <RefusedRows
          rows={{
            refused: sheet.refused,
            refusals: sheet.refusals,
            page: sheet.refusalsPage,
            pages: sheet.refusalsPages,
          }}
          onPage={onRefusalsPage}
        />
      </section>
    </>
  );
}
