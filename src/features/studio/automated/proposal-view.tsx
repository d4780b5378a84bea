import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConstituentsEditBody, StudioBasket } from '#contract/studio/types';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { toApiError } from '#src/lib/http/api-error';
import { automatedApi, automatedQueries } from './automated-api';
import { TextAreaField } from '#src/components/ui/text-area-field';
import { ProposalTable } from './proposal-table';
import { serverErrors } from './server-errors';
import * as styles from './automated.css';

/** The open proposal of an automated basket, what it changes, and Publish (docs/studio.md). */
export function ProposalView({ basketHash }: { basketHash: string }) {
  const api = useApi();
  const query = useQuery(automatedQueries.basket(api, basketHash));
  if (query.isPending) return <Spinner label="Loading the proposal…" />;
  if (query.isError) {
    const e = toApiError(query.error);
    return (
      <Notice title={e.httpStatus === 404 ? 'No such basket' : 'The proposal could not be loaded'} role="alert">
        <p>{e.httpStatus === 404 ? 'None of your baskets has this address.' : e.message}</p>
        {e.httpStatus === 404 ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
      </Notice>
    );
  }
  return <ProposalReview basket={query.data.basket} />;
}

function ProposalReview({ basket }: { basket: StudioBasket }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [rationale, setRationale] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'publish' | 'run' | null>(null);
  const [published, setPublished] = useState<ConstituentsEditBody | null>(null);
  const key = automatedQueries.basket(api, basket.basket_hash).queryKey;
  const hasVersion = basket.status !== 'draft' && basket.constituents.length > 0;

  async function act(action: 'publish' | 'run') {
    if (busy) return;
    if (action === 'publish' && !rationale.trim()) {
      setError('Please enter rationale');
      return;
    }
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'publish' && basket.proposal) {
        setPublished(await automatedApi.publish(api, basket.basket_hash, basket.proposal.id, rationale.trim()));
        setRationale('');
      } else await automatedApi.propose(api, basket.basket_hash);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      const { fields, message } = serverErrors(err);
      setError(fields.rationale);
      setFailure(message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p>
        <strong>{basket.name}</strong> ·{' '}
        {basket.status === 'draft' ? 'Draft, not yet published' : `Version ${basket.version}`}
      </p>
      {published ? (
        <Alert variant="success">
          {published.version === 1
            ? 'Published: the basket is live with version 1.'
            : `Published version ${published.version}: ${published.pending_rebalances} investors have a rebalance waiting.`}
        </Alert>
      ) : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {basket.proposal ? (
        <>
          <h2>Proposed version</h2>
          <ProposalTable proposal={basket.proposal} hasVersion={hasVersion} />
          <TextAreaField
            label="Rationale"
            name="rationale"
            hint="Why the basket changes; investors see it with the rebalance."
            value={rationale}
            maxLength={STUDIO_LIMITS.rationaleMax}
            onValueChange={(v) => {
              setRationale(v);
              setError(undefined);
            }}
            error={error}
          />
          <div className={styles.actions}>
            <Button busy={busy === 'publish'} onClick={() => void act('publish')}>
              {busy === 'publish' ? 'Publishing…' : 'Publish'}
            </Button>
            <Button variant="secondary" busy={busy === 'run'} onClick={() => void act('run')}>
              Run the rules again
            </Button>
          </div>
        </>
      ) : (
        <Notice title="No proposal is waiting">
          <p>
            The rules run on the basket’s next rebalance date ({basket.rebalance_frequency}); the proposal then waits
            here for you.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" busy={busy === 'run'} onClick={() => void act('run')}>
              Run the rules now
            </Button>
            <Link to="/studio/">Back to the studio</Link>
          </div>
        </Notice>
      )}
    </>
  );
}
