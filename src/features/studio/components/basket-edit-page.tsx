import { useQuery } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { ApiError } from '#src/lib/http/api-error';
import { Link, useNavigate } from '#src/lib/navigation';
import { studioBasketQueries } from '../api/studio-basket-api';
import { BasketEditor } from '../editor/basket-editor';
import type { StockPicker } from '../editor/stock-picker';
import { editorMessages as m } from '../editor/editor-messages';
import { useEditorContext } from '../editor/use-editor-context';

/** /studio/baskets/$basketHash/ */
export function BasketEditPage({ basketHash, StockPicker }: { basketHash: string; StockPicker: StockPicker }) {
  const ctx = useEditorContext();
  const navigate = useNavigate();
  const query = useQuery(studioBasketQueries.basket(ctx.api, basketHash));
  const params = { basketHash };
  if (query.isPending)
    return (
      <Page title={m.editTitle} hold>
        <Spinner label="Loading the basket…" />
      </Page>
    );
  if (query.isError) return <EditLoadError error={query.error} retry={() => void query.refetch()} />;
  const { basket } = query.data;
  return (
    <Page title={`${m.editTitle}: ${basket.name}`}>
      <BasketEditor
        key={basket.basket_hash}
        basket={basket}
        userId={ctx.userId}
        drafts={ctx.drafts}
        frequencies={ctx.frequencies}
        StockPicker={StockPicker}
        onSaved={(saved, kind) => {
          ctx.remember(saved);
          ctx.say(kind === 'publish' ? m.published : m.saved);
        }}
        onChanged={(changed, action) => {
          ctx.remember(changed);
          if (action) ctx.say(m.statusDone[action]);
        }}
        onDeleted={() => {
          ctx.say(m.deleted);
          void navigate({ to: '/studio/' });
        }}
        onPreview={() => void navigate({ to: '/studio/baskets/$basketHash/preview/', params })}
        onChangeStocks={() => void navigate({ to: '/studio/baskets/$basketHash/constituents/', params })}
      />
    </Page>
  );
}

function EditLoadError({ error, retry }: { error: Error; retry: () => void }) {
  const missing = error instanceof ApiError && error.httpStatus === 404;
  return (
    <Page>
      <Notice title={missing ? 'There is no basket with this hash.' : m.loadFailed} asPage role="alert">
        {missing ? null : <p>{error.message}</p>}
        {missing ? <Link to="/studio/">Back to the studio</Link> : <Button onClick={retry}>{m.retry}</Button>}
      </Notice>
    </Page>
  );
}
