import type { BrandConfig } from '../../lib/brand';

/** One step of "how it works", or one promise of "your money is safe". */
export interface HomePoint {
  title: string;
  body: string;
}

type HomeBrand = Pick<BrandConfig, 'shortName' | 'wording' | 'loginType' | 'brokers' | 'rebalanceFrequencies'>;

/** 'A', 'A or B', 'A, B or C'. */
export const orList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** A broker-only brand (Arrowline, Harbor Bank): signing in at the broker is the broker connection. */
export const signsInWithBroker = (brand: Pick<BrandConfig, 'loginType'>) => brand.loginType === 'broker';

/** Every heading and text of the home page's sections, in the brand's voice (issue 30, D13). */
export const homeMessages = {
  featured: 'Popular baskets',
  featuredLead: 'Returns against each basket’s benchmark, and the least you can start with.',
  advisers: 'The advisers behind the baskets',
  advisersLead: 'Every adviser and research analyst here is registered with SEBI.',
  adviserBaskets: (n: number) => (n === 1 ? '1 basket' : `${n} baskets`),
  sebiRegistration: 'SEBI registration',
  howItWorks: 'How it works',
  safety: 'Your money stays yours',
} as const;

/** Four steps, from choosing a basket to following it (the second one in the brand's sign-in). */
export function howItWorks(brand: HomeBrand): HomePoint[] {
  const brokers = orList(brand.brokers.map((b) => b.name));
  return [
    {
      title: 'Choose a basket',
      body: `Compare baskets by their returns against a benchmark, minimum amount, fee and risk. Each one is ${brand.wording} by a SEBI-registered adviser or research analyst.`,
    },
    signsInWithBroker(brand)
      ? {
          title: 'Sign in with your broker',
          body: `Sign in with your ${brokers} account. That is your ${brand.shortName} account too: there is nothing else to connect.`,
        }
      : {
          title: 'Connect your broker',
          body: `Link your ${brokers} account once. Your orders go to your broker, in your name.`,
        },
    {
      title: 'Invest',
      body: 'Put in the minimum amount or more. You see every order and its price before it is placed, then watch each one fill.',
    },
    {
      title: 'Follow and rebalance',
      body: `Follow your returns, and what the adviser changes and why. The baskets are rebalanced ${orList(brand.rebalanceFrequencies)}: review the changes and apply them in a few taps.`,
    },
  ];
}

/** What keeps an investor's money safe: who advises, who holds the shares, who never holds the money. */
export function safetyPoints(brand: HomeBrand): HomePoint[] {
  const brokers = orList(brand.brokers.map((b) => b.name));
  return [
    {
      title: 'SEBI-registered advisers',
      body: 'Every basket comes from an investment adviser or research analyst registered with SEBI. Their registration numbers are on their profiles and on each basket.',
    },
    {
      title: 'Your broker holds your shares',
      body: `The shares are bought in your own demat account at ${brokers}, and they stay there. You can see them at your broker at any time.`,
    },
    {
      title: `${brand.shortName} never holds your money`,
      body: 'The money you invest moves only between your bank and your broker. Selling, or leaving a basket, is always up to you.',
    },
  ];
}
