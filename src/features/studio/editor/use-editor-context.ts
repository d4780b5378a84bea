import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { StudioBasket } from '#contract/studio/types';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { studioBasketQueries } from '../api/studio-basket-api';

/** What the editor pages share: the brand's rules, the adviser, the cache write after a save, the snackbar. */
export function useEditorContext() {
  const api = useApi();
  const brand = useBrand();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const store = useStore();
  return {
    api,
    userId: user?.id ?? 0,
    drafts: brand.basketDrafts,
    frequencies: brand.rebalanceFrequencies,
    remember: (basket: StudioBasket) => {
      queryClient.setQueryData(studioBasketQueries.basket(api, basket.basket_hash).queryKey, { basket });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'preview', basket.basket_hash] });
    },
    say: (message: string, variant: 'success' | 'error' | 'info' = 'success') => showSnackbar(store, message, variant),
  };
}
