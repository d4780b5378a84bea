import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useBrand } from '#src/lib/navigation';
import { Page, Notice, leadClass } from '#src/components/ui/page';
import { RouteError } from '#src/components/ui/route-error';
import { useApi } from '#src/lib/http/api-context';
import { sharedBasketsQuery } from '../api/basket-queries';
import { basketMessages as m } from '../messages';
import { basketErrors } from '../route-states';
import { BasketCard } from './basket-card';
import * as cards from './cards.css';

/**
 * /public/baskets/: the baskets their advisers have shared (docs/baskets.md, "Shared baskets"), each opening its
 * shareable copy, which anyone may read.
 */
export function SharedBasketsPage() {
  const brand = useBrand();
  const { data } = useSuspenseQuery(sharedBasketsQuery(useApi()));
  const shared = data.baskets.filter((b) => b.is_shareable);
  return (
    <Page title={m.sharedTitle}>
      <p className={leadClass}>{m.sharedLead}</p>
      {shared.length === 0 ? (
        <Notice title={m.emptyShared} />
      ) : (
        <ul className={cards.grid} aria-label={m.sharedTitle}>
          {shared.map((basket) => (
            <li key={basket.basketId}>
              <BasketCard basket={basket} wording={brand.wording} shared />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export const SharedBasketsError = (props: ErrorComponentProps) => (
  <RouteError {...props} {...basketErrors(m.sharedTitle, m.sharedFailed)} />
);
