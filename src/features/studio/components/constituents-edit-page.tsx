import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { ApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import type { ConstituentsEditBody } from '#contract/studio/types';
import { versionQueries } from '../api/versions-queries';
import { ConstituentsEditor, type StockPicker } from '../versions/constituents-editor';
import { versionMessages as m } from '../versions/versions-messages';

const BackToBasket = ({ basketHash }: { basketHash: string }) => (
  <Link to="/studio/baskets/$basketHash/" params={{ basketHash }}>
    {m.backToBasket}
  </Link>
);

/** /studio/baskets/$basketHash/constituents/: a published or hidden basket's next version (docs/studio.md). */
export function ConstituentsEditPage({ basketHash, stockPicker }: { basketHash: string; stockPicker: StockPicker }) {
  const api = useApi();
  const basket = useQuery(versionQueries.basket(api, basketHash));
  const [result, setResult] = useState<ConstituentsEditBody | null>(null);

  if (basket.isPending)
    return (
      <Page title={m.title} hold>
        {<Spinner label={m.loading} />}
      </Page>
    );
  if (basket.isError) {
    const missing = basket.error instanceof ApiError && basket.error.httpStatus === 404;
    return (
      <Page title={m.title}>
        <Notice role="alert" title={missing ? m.noBasket : m.loadFailed}>
          {missing ? null : <Button onClick={() => void basket.refetch()}>{m.tryAgain}</Button>}
        </Notice>
      </Page>
    );
  }
  const b = basket.data.basket;
  const title = `${m.title}: ${b.name}`;
  if (result)
    return (
      <Page title={title}>
        <Notice title={m.published(result.version, result.pending_rebalances)}>
          {result.pending_rebalances > 0 ? <p>{m.pushed(result.pushed)}</p> : null}
          <p>
            <BackToBasket basketHash={basketHash} />
          </p>
          <Button variant="secondary" onClick={() => setResult(null)}>
            {m.editAgain}
          </Button>
        </Notice>
      </Page>
    );
  if (b.status === 'draft' || b.status === 'closed')
    return (
      <Page title={title}>
        <Notice title={b.status === 'draft' ? m.draft : m.closed}>
          <BackToBasket basketHash={basketHash} />
        </Notice>
      </Page>
    );
  const version = b.rebalances[0]?.version ?? 1;
  return (
    <Page title={title}>
      <ConstituentsEditor
        key={version}
        basketHash={basketHash}
        version={version}
        current={b.constituents}
        stockPicker={stockPicker}
        onPublished={setResult}
      />
    </Page>
  );
}
