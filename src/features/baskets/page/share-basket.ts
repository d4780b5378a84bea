import { publisherLine, type Publisher } from '#contract/baskets/publisher';

/** What sharing did: the system share sheet (or the reader closed it), a copied link, or nothing. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares the basket's public address (/public/baskets/{hash}/): the Web Share API where the browser
 * has one, its text the adviser's name and SEBI registration (the share card's line too, basket-head.ts);
 * else the link copied to the clipboard. A share the reader cancels is not a failure.
 */
export async function shareBasket(
  nav: ShareNavigator,
  origin: string,
  basket: { basket_hash: string; name: string; adviser: Publisher },
): Promise<ShareOutcome> {
  const url = `${origin}/public/baskets/${encodeURIComponent(basket.basket_hash)}/`;
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: basket.name, text: publisherLine(basket.adviser), url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, a policy): fall back to the clipboard.
    }
  }
  try {
    await nav.clipboard!.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
