import type { Topic } from './blog-seed-topic';
import { basketIdeas, sectorNotes, sipTopics } from './blog-seed-topics-markets';
import { rebalanceTopics, riskTopics, taxTopics } from './blog-seed-topics-money';
import { basicsTopics, howToTopics, sebiTopics } from './blog-seed-topics-guides';

/** Authors (with and without a profile URL); .example hosts are reserved and never resolve. */
export const authors: ReadonlyArray<{ name: string; url: string | null }> = [
  { name: 'Meera Iyer', url: 'https://meera-iyer.example/' },
  { name: 'Arjun Mehta', url: 'https://arjun-mehta-research.example/about' },
  { name: 'Kaveri Capital Research Desk', url: null },
  { name: 'Northstar Quant', url: 'https://northstar-quant.example/' },
  { name: 'Priya Natarajan', url: null },
  { name: 'Editorial Team', url: null },
];

export interface Table {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** A group of topics written the same way: its tag chip, authors, headings, quote and table. */
export interface Family {
  tag: string;
  topics: readonly Topic[];
  /** Indexes into `authors`, used in turn. */
  authorIds: readonly number[];
  why: string;
  how: string;
  quote: { text: string; by: string };
  caption: string;
  table: (topic: Topic, n: number) => Table;
}

/** 'quality compounders …' → 'Quality compounders …' (a caption starts a sentence). */
const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const inr = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** Future value of a monthly SIP (paid at the start of each month) at an assumed yearly return. */
export const sipValue = (monthly: number, years: number, yearly = 0.12) => {
  const r = yearly / 12;
  const n = years * 12;
  return monthly * (((1 + r) ** n - 1) / r) * (1 + r);
};

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export const families: readonly Family[] = [
  {
    tag: 'Basket Ideas',
    topics: basketIdeas,
    authorIds: [0, 1, 3],
    why: 'Why this strategy',
    how: 'How the basket is built',
    quote: { text: 'Rules you can write down are rules you can keep when markets get loud.', by: 'Meera Iyer' },
    caption: 'Illustration: how the strategy’s holdings are weighted.',
    table: (t, n) => ({
      caption: `${sentenceCase(t.title.replace(/^Basket idea: /, ''))} at a glance`,
      head: ['Feature', 'Detail'],
      rows: [
        ['Stocks', String(12 + ((n * 7) % 19))],
        ['Rebalance', n % 2 ? 'Monthly' : 'Quarterly'],
        ['Minimum investment', inr(8000 + ((n * 3500) % 25000))],
        ['Risk', ['Medium', 'High', 'Low'][n % 3]!],
        ['Benchmark', ['Nifty 50', 'Nifty 200', 'Nifty Smallcap 250'][n % 3]!],
      ],
    }),
  },
  {
    tag: 'Sector Notes',
    topics: sectorNotes,
    authorIds: [1, 2],
    why: 'What changed this quarter',
    how: 'What we are watching',
    quote: { text: 'In cyclical sectors the cycle is the story; the stock is the footnote.', by: 'Arjun Mehta' },
    caption: 'Illustration: the sector’s key indicator over recent quarters.',
    table: (t) => ({
      caption: 'Signals we track each quarter',
      head: ['Signal', 'Trend'],
      rows: t.points.map((p, i) => [p, ['Improving', 'Stable', 'Watch'][i]!]),
    }),
  },
  {
    tag: 'SIP',
    topics: sipTopics,
    authorIds: [4, 5],
    why: 'Why it matters',
    how: 'Putting it into practice',
    quote: { text: 'The best SIP is the one you never stop.', by: 'Priya Natarajan' },
    caption: 'Illustration: a monthly SIP building up over the years.',
    table: (_t, n) => {
      const monthly = [2000, 5000, 10000, 3000, 7500, 15000, 4000, 25000][n % 8]!;
      return {
        caption: `A SIP of ${inr(monthly)} a month at an assumed 12% a year (illustrative, not a promise)`,
        head: ['Years', 'Invested', 'Value at 12%'],
        rows: [5, 10, 15, 20].map((y) => [String(y), inr(monthly * 12 * y), inr(sipValue(monthly, y))]),
      };
    },
  },
  {
    tag: 'Tax',
    topics: taxTopics,
    authorIds: [2, 5],
    why: 'The rule in plain words',
    how: 'What it means for your trades',
    quote: { text: 'Plan the tax before the trade, not after it.', by: 'Kaveri Capital Research Desk' },
    caption: 'Illustration: gains split into their taxable parts.',
    table: () => ({
      caption: 'Tax on listed shares (rates for residents; check the latest Budget before you file)',
      head: ['Holding period', 'Type', 'Rate'],
      rows: [
        ['12 months or less', 'Short-term capital gain', '20%'],
        ['More than 12 months', 'Long-term capital gain', '12.5% above ₹1.25 lakh a year'],
        ['Any', 'Dividend', 'Your income-tax slab'],
      ],
    }),
  },
  {
    tag: 'Rebalancing',
    topics: rebalanceTopics,
    authorIds: [3, 0],
    why: 'The idea',
    how: 'How it works in your basket',
    quote: {
      text: 'Rebalancing is selling a little of your pride and buying a little of your fear.',
      by: 'Northstar Quant',
    },
    caption: 'Illustration: weights drifting away from their targets.',
    table: (_t, n) => {
      const names = ['Banks', 'IT services', 'Consumer staples', 'Capital goods'];
      const drift = [0.06, -0.03, -0.01 - (n % 3) / 100, -0.02 + (n % 3) / 100];
      return {
        caption: 'Example drift after a strong quarter for banks',
        head: ['Holding', 'Target', 'Now', 'Action'],
        rows: names.map((name, i) => {
          const now = 0.25 + drift[i]!;
          const action = Math.abs(now - 0.25) < 0.015 ? 'no change' : now > 0.25 ? 'partial sell' : 'buy';
          return [name, '25.0%', pct(now), action];
        }),
      };
    },
  },
  {
    tag: 'Risk Profile',
    topics: riskTopics,
    authorIds: [0, 4],
    why: 'What it means',
    how: 'Using it to choose',
    quote: { text: 'Know how much you can lose before you decide how much you want to make.', by: 'Meera Iyer' },
    caption: 'Illustration: a range of outcomes for different risk levels.',
    table: () => ({
      caption: 'Risk labels and what to expect',
      head: ['Risk label', 'Typical holdings', 'A bad year could mean'],
      rows: [
        ['High', 'Small caps, themes, momentum', 'A fall of 30% or more'],
        ['Medium', 'Large and mid-cap blends', 'A fall of 15–25%'],
        ['Low', 'Large, steady cash generators', 'A fall of 10–15%'],
      ],
    }),
  },
  {
    tag: 'SEBI Rules',
    topics: sebiTopics,
    authorIds: [5, 2],
    why: 'What the regulations say',
    how: 'What it means for you',
    quote: { text: 'Registration is the floor, not the ceiling, of an adviser’s duty to you.', by: 'Editorial Team' },
    caption: 'Illustration: the path of a client complaint.',
    table: () => ({
      caption: 'Investment Adviser and Research Analyst compared',
      head: ['', 'Investment Adviser', 'Research Analyst'],
      rows: [
        ['Registration number starts with', 'INA', 'INH'],
        ['Main job', 'Personal advice and planning', 'Research and recommendations'],
        ['Risk profiling', 'Required for every client', 'Required for model portfolios'],
      ],
    }),
  },
  {
    tag: 'Investing Basics',
    topics: basicsTopics,
    authorIds: [4, 5, 1],
    why: 'The idea in one minute',
    how: 'A worked example',
    quote: {
      text: 'Simple is not the same as easy; simple is what you can repeat for twenty years.',
      by: 'Priya Natarajan',
    },
    caption: 'Illustration: an investment compounding over time.',
    table: (_t, n) => {
      const start = [100000, 250000, 50000][n % 3]!;
      return {
        caption: 'How CAGR turns a start and an end value into one rate',
        head: ['Start value', 'End value', 'Years', 'CAGR'],
        rows: [3, 5, 10].map((y, i) => {
          const end = start * (1 + [0.09, 0.12, 0.14][i]!) ** y;
          return [inr(start), inr(end), String(y), pct((end / start) ** (1 / y) - 1)];
        }),
      };
    },
  },
  {
    tag: 'How-to',
    topics: howToTopics,
    authorIds: [5],
    why: 'Before you start',
    how: 'Step by step',
    quote: { text: 'If something looks wrong, stop and ask before you confirm an order.', by: 'Editorial Team' },
    caption: 'Illustration: the steps of an order.',
    table: (t) => ({
      caption: 'Steps at a glance',
      head: ['Step', 'What you do'],
      rows: t.points.map((p, i) => [String(i + 1), p]),
    }),
  },
];
