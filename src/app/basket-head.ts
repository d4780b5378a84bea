import type { BasketHeadFacts, BasketPageKind } from '../features/baskets/basket-loader';
import { NOINDEX, pageHead, type PageHead } from './head-tags';
import { isNotFound, notFoundHead, shortDescription, titled, textHead, type HeadMatch } from './page-head';
import type { LockedBasketBody } from '#contract/baskets/details';

/** The basket's one address in each kind of page. */
export const basketPath = (kind: BasketPageKind, hash: string) =>
  kind === 'public' ? `/public/baskets/${hash}/` : `/baskets/${hash}/`;

/**
 * A basket route's `head`, once its loader has the basket: titled by the basket's name, described
 * by its description, canonical at its own address, with an Open Graph card on the brand's host.
 * Before that (the subscriber-only screen, an error), the page is named but never indexed: a
 * subscriber-only basket by the name its refusal gives (LockedBasketBody), anything else 'Basket'.
 */
export const basketHead =
  (kind: BasketPageKind) =>
  ({ match, loaderData: basket }: { match: HeadMatch; loaderData?: BasketHeadFacts }): PageHead => {
    const { brand } = match.context;
    if (isNotFound(match)) return notFoundHead(brand);
    if (!basket) {
      // A subscriber-only refusal's body (the server's contract), read for its name alone: the screener's
      // `lockedBasketOf` would be a chunk of its own in every page's first load.
      const locked = (match.error as { body?: Partial<LockedBasketBody> } | undefined)?.body?.locked;
      const text = { title: titled(brand, locked?.name || 'Basket'), description: brand.pages.featured.description };
      return textHead(text, NOINDEX);
    }
    return pageHead(match.context, {
      text: {
        title: titled(brand, basket.name),
        description: shortDescription(basket.description) || brand.pages.featured.description,
      },
      path: basketPath(kind, basket.hash),
      indexed: true,
      shareTitle: basket.name,
      publisher: basket.publisher,
    });
  };
