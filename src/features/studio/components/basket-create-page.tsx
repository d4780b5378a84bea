import { Page } from '#src/components/ui/page';
import { useNavigate } from '#src/lib/navigation';
import { BasketEditor } from '../editor/basket-editor';
import type { StockPicker } from '../editor/stock-picker';
import { editorMessages as m } from '../editor/editor-messages';
import { useEditorContext } from '../editor/use-editor-context';

/** /studio/baskets/new/ */
export function BasketCreatePage({ StockPicker }: { StockPicker: StockPicker }) {
  const ctx = useEditorContext();
  const navigate = useNavigate();
  return (
    <Page title={m.newTitle}>
      <BasketEditor
        basket={null}
        userId={ctx.userId}
        drafts={ctx.drafts}
        frequencies={ctx.frequencies}
        StockPicker={StockPicker}
        onSaved={(basket, kind, imageFailure) => {
          ctx.remember(basket);
          if (imageFailure) ctx.say(`${m.saved}. ${imageFailure}`, 'error');
          else ctx.say(kind === 'publish' ? m.published : m.saved);
          void navigate({ to: '/studio/baskets/$basketHash/', params: { basketHash: basket.basket_hash } });
        }}
      />
    </Page>
  );
}
