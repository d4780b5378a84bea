import { mediaUrl } from '../../media/media-urls';
import type { Family, Table } from './blog-seed-data';
import { familyProse } from './blog-seed-prose';
import type { Topic } from './blog-seed-topic';

/** The marker a long post's body is split at: page 1 comes with the details, later pages one by one. */
export const PAGE_BREAK = '<!-- pagebreak -->';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (items: readonly string[], tag: 'ul' | 'ol' = 'ul') =>
  `<${tag}>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</${tag}>`;

function table({ caption, head, rows }: Table): string {
  const th = head.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><caption>${esc(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

export function figure(key: string, alt: string, caption: string): string {
  const srcset = ([400, 800, 1200] as const).map((w) => `${mediaUrl(key, w)} ${w}w`).join(', ');
  return (
    `<figure><img src="${mediaUrl(key, 800)}" srcset="${srcset}" sizes="(min-width: 840px) 800px, 100vw" ` +
    `width="1200" height="675" alt="${esc(alt)}" loading="lazy"><figcaption>${esc(caption)}</figcaption></figure>`
  );
}

const closings = [
  'None of this is a recommendation to buy or sell a particular security. Use it to ask better questions of your adviser, and of yourself.',
  'Write down what you expect before you act, and read it again in six months. The habit matters more than any single decision.',
  'If you are unsure how this applies to you, talk to a SEBI-registered adviser before you act.',
  'Start small, keep records, and give any strategy a full market cycle before you judge it.',
];

const DISCLAIMER =
  'Investments in securities markets are subject to market risks. Read all related documents carefully before investing. Examples are illustrative, not recommendations.';

function pageTwo(topic: Topic, family: Family): string {
  const [a, b, c] = topic.points;
  return [
    `<h2>Going deeper</h2>`,
    `<p>${esc(familyProse[family.tag]!.deeper)}</p>`,
    `<h3>${esc(a)}</h3>`,
    `<p>This is the first thing to check, and the one most often skipped. Look at the last five years, not the last quarter: a single good period proves little.</p>`,
    `<h3>${esc(b)}</h3>`,
    `<p>The second check is about consistency. A rule that is applied only when convenient is not a rule, and the results will show it.</p>`,
    `<h3>${esc(c)}</h3>`,
    `<p>The last check is the one that protects you when things go wrong. Decide in advance what you will do, so the decision is not made in a hurry.</p>`,
    `<h3>A checklist before you act</h3>`,
    list(
      [
        'Read the factsheet and the adviser’s disclosures',
        `Confirm the risk label suits your profile`,
        'Note the fees and how often the basket rebalances',
        'Decide how long you will give it',
      ],
      'ol',
    ),
  ].join('\n');
}

function pageThree(topic: Topic): string {
  return [
    `<h2>Questions readers ask</h2>`,
    `<h3>Is this suitable for a first-time investor?</h3>`,
    `<p>It can be, if the amount is small relative to your savings and your emergency fund is already in place. ${esc(topic.summary)}</p>`,
    `<h3>How often should I review it?</h3>`,
    `<p>Once a quarter is enough for most investors. Looking daily adds anxiety, not information.</p>`,
    `<h3>Where can I see the numbers for my own holdings?</h3>`,
    `<p>Your investments page shows the value, the returns and every rebalance applied. Your broker’s contract notes are the record for tax.</p>`,
    `<blockquote><p>The goal is not to be right about every stock. It is to own a process you can stick with.</p></blockquote>`,
  ].join('\n');
}

export interface Article {
  shortText: string;
  body: string;
  teaser: string | null;
}

/** Writes a post's HTML from its topic: a standfirst, sections, a list, a figure, a quote, a table, later pages. */
export function writeArticle(
  family: Family,
  topic: Topic,
  n: number,
  { pages, figureKey, premium }: { pages: 1 | 2 | 3; figureKey: string | null; premium: boolean },
): Article {
  const prose = familyProse[family.tag]!;
  const first = [
    `<p>${esc(topic.summary)}</p>`,
    `<p>${esc(prose.intro)}</p>`,
    `<h2>${esc(family.why)}</h2>`,
    list(topic.points),
    `<p>${esc(prose.why)}</p>`,
    figureKey ? figure(figureKey, `Chart for: ${topic.title}`, family.caption) : '',
    `<h2>${esc(family.how)}</h2>`,
    `<p>${esc(prose.how)}</p>`,
    table(family.table(topic, n)),
    `<blockquote><p>${esc(family.quote.text)}</p><p><cite>${esc(family.quote.by)}</cite></p></blockquote>`,
    `<h2>The bottom line</h2>`,
    `<p>${esc(closings[n % closings.length]!)}</p>`,
    `<p><small>${esc(DISCLAIMER)}</small></p>`,
  ].filter(Boolean);
  const body = [first.join('\n')];
  if (pages >= 2) body.push(pageTwo(topic, family));
  if (pages >= 3) body.push(pageThree(topic));
  const teaser = premium
    ? [
        `<p>${esc(topic.summary)}</p>`,
        `<p>${esc(prose.intro)}</p>`,
        `<p>The full note covers ${esc(family.why.toLowerCase())}, ${esc(family.how.toLowerCase())}, and the numbers behind it.</p>`,
      ].join('\n')
    : null;
  return { shortText: `<p>${esc(topic.summary)}</p>`, body: body.join(`\n${PAGE_BREAK}\n`), teaser };
}
