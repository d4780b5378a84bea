/** Video posts and posts that show an HTML embed instead of an image. */

const youtube = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/**
 * Posts with a video (their image opens the video dialog). The ids are placeholders in the
 * youtube-nocookie player format; a brand replaces them with its own channel's videos.
 */
export const videoIds = new Map<string, string>([
  ['what-is-a-sip', 'q7Hx2LmVb4E'],
  ['sip-in-falling-markets', 'Zr4Kp9WcN1s'],
  ['xirr-for-sips', 'aT6mQe3YdL8'],
  ['reading-a-factsheet', 'Lw2Ns8VjR5c'],
  ['drift-bands', 'bY9Fg1HkT3u'],
  ['checking-sebi-registration', 'Pm5Dq7XoA2w'],
]);

export const videoUrl = youtube;

const iframe = (src: string, title: string) =>
  `<iframe src="${src}" title="${title}" width="560" height="315" loading="lazy" ` +
  `allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe>`;

const quote = (text: string, source: string) => `<blockquote><p>${text}</p><p><cite>${source}</cite></p></blockquote>`;

/** Posts with no image: the list shows this embed in its place (iframes only from allow-listed hosts). */
export const embeds = new Map<string, string>([
  [
    'adviser-fee-rules',
    quote(
      'Fees charged to an individual or family client are capped per year, whether as a fixed fee or as a share of the assets advised, and the agreement must state the fee before any advice is given.',
      'Summary of SEBI’s fee rules for investment advisers',
    ),
  ],
  [
    'drawdowns-explained',
    quote(
      'A fall of 50% needs a gain of 100% to recover. A fall of 20% needs only 25%.',
      'The arithmetic of drawdowns',
    ),
  ],
  ['benchmarks-nifty-sensex', iframe(youtube('Hc3Vt8EnJ6r'), 'Video: benchmarks in five minutes')],
  [
    'dividend-taxation',
    quote(
      'Dividends are part of your total income. The company deducts tax only above the yearly threshold; the rest is yours to report.',
      'How dividend income is taxed',
    ),
  ],
  ['market-order-margin', iframe('https://player.vimeo.com/video/480512736', 'Video: how order margin works')],
  [
    'sector-note-telecom',
    quote(
      'Average revenue per user is the single number that tells you whether tariff increases are sticking.',
      'Sector note, telecom',
    ),
  ],
]);
