import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { BasketDetails } from '#contract/baskets/details';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '#src/components/ui/alert';
import { Button, buttonClass } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { RoutePending } from '#src/components/ui/route-pending';
import { ApiError, toApiError } from '#src/lib/http/api-error';
import { Link } from '#src/lib/navigation';
import { studioBasketCalls, studioBasketQueries } from '../api/studio-basket-api';
import { editorMessages as m } from '../editor/editor-messages';
import { useEditorContext } from '../editor/use-editor-context';
import * as styles from '../editor/editor.css';

/** /studio/baskets/$basketHash/preview/: the basket page with the owner's copy (any status), and a way back. */
/** The basket page's sections (src/features/baskets BasketPageBody), handed in by the route. */
export type BasketView = ComponentType<{
  basket: BasketDetails;
  hash: string;
  actions: ReactNode;
  banner?: ReactNode;
  chartNote?: ReactNode;
}>;

export function BasketPreviewPage({ basketHash, BasketView }: { basketHash: string; BasketView: BasketView }) {
  const ctx = useEditorContext();
  const query = useQuery(studioBasketQueries.preview(ctx.api, basketHash));
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const params = { basketHash };
  if (query.isPending) return <RoutePending title="Basket preview" label="Loading the preview…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <Page>
        <Notice
          title={missing ? 'There is no basket with this hash.' : 'The preview could not be loaded.'}
          asPage
          role="alert"
        >
          {missing ? (
            <Link to="/studio/">Back to the studio</Link>
          ) : (
            <Button onClick={() => void query.refetch()}>{m.retry}</Button>
          )}
        </Notice>
      </Page>
    );
  }
  const { basket } = query.data;
  const isDraft = basket.status === 'draft';
  const publish = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      ctx.remember((await studioBasketCalls.status(ctx.api, basketHash, 'publish')).basket);
      ctx.say(m.published);
      await query.refetch();
    } catch (err) {
      setFailure(toApiError(err).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const banner = (
    <Notice title={isDraft ? 'Preview — not yet published' : `Preview — ${m.status[basket.status]}`}>
      <p className={styles.muted}>This is the basket as investors will see it.</p>
      <div className={styles.row}>
        <Link className={buttonClass('secondary')} to="/studio/baskets/$basketHash/" params={params}>
          Back to edit
        </Link>
        {isDraft ? (
          <Button busy={busy} onClick={() => void publish()}>
            {m.publish}
          </Button>
        ) : null}
      </div>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </Notice>
  );
  const listed = basket.status === 'published' || basket.status === 'closed';
  const chartNote = listed ? undefined : (
    <p className={styles.muted}>The performance chart appears here once the basket is published.</p>
  );
  return <BasketView basket={basket} hash={basketHash} actions={null} banner={banner} chartNote={chartNote} />;
}
