import { useQuery } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { useApi } from '#src/lib/http/api-context';
import { versionQueries } from '../api/versions-queries';
import { ConstituentsDiff } from './constituents-diff';
import type { Diff } from './constituents-model';
import { versionMessages as m } from './versions-messages';
import * as styles from './versions.css';

export interface ConfirmPublishProps {
  basketHash: string;
  diff: Diff;
  open: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onPublish: () => void;
}

/** The last step before a version goes out: what changes and how many investors get a rebalance. */
export function ConfirmPublish({ basketHash, diff, open, busy, error, onCancel, onPublish }: ConfirmPublishProps) {
  const api = useApi();
  const investors = useQuery({ ...versionQueries.investors(api, basketHash), enabled: open });
  const count = investors.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={m.confirmTitle}
      description={typeof count === 'number' ? m.confirmCount(count) : m.confirmUnknown}
      footer={
        <div className={styles.row}>
          <Button busy={busy} onClick={onPublish}>
            {m.publish}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      }
    >
      <ConstituentsDiff diff={diff} />
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
