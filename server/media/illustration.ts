import { createHash } from 'node:crypto';

/** Every post image is 16:9; this is its largest rendition. */
export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 675;

type Random = () => number;

/** mulberry32: a small, fast generator; the same seed always gives the same sequence. */
function generator(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rnd: Random, min: number, max: number) => min + rnd() * (max - min);
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const round = (n: number) => Math.round(n * 10) / 10;

const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;

function grid(rnd: Random): string {
  const rows = 4 + Math.floor(rnd() * 3);
  const lines: string[] = [];
  for (let i = 1; i < rows; i++) {
    const y = round((H / rows) * i);
    lines.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" />`);
  }
  return `<g stroke="#fff" stroke-opacity="0.12" stroke-width="2">${lines.join('')}</g>`;
}

/** A rising random walk drawn as a line over a soft area. */
function areaChart(rnd: Random): string {
  const steps = 18 + Math.floor(rnd() * 10);
  const drift = between(rnd, -4, 14);
  let y = between(rnd, H * 0.55, H * 0.75);
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = round((W / steps) * i);
    y = Math.min(H * 0.9, Math.max(H * 0.15, y - drift + between(rnd, -45, 45)));
    points.push(`${x},${round(y)}`);
  }
  const line = points.join(' ');
  return (
    `<polygon points="0,${H} ${line} ${W},${H}" fill="url(#area)" />` +
    `<polyline points="${line}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="6" stroke-linejoin="round" stroke-linecap="round" />`
  );
}

function bars(rnd: Random): string {
  const count = 8 + Math.floor(rnd() * 8);
  const gap = 14;
  const width = (W * 0.62 - gap * (count - 1)) / count;
  const left = between(rnd, W * 0.05, W * 0.33);
  const out: string[] = [];
  let h = between(rnd, H * 0.15, H * 0.3);
  for (let i = 0; i < count; i++) {
    h = Math.min(H * 0.7, Math.max(H * 0.08, h + between(rnd, -50, 70)));
    const x = round(left + i * (width + gap));
    out.push(`<rect x="${x}" y="${round(H * 0.92 - h)}" width="${round(width)}" height="${round(h)}" rx="6" />`);
  }
  return `<g fill="#fff" fill-opacity="${round(between(rnd, 0.35, 0.6))}">${out.join('')}</g>`;
}

/** A donut split into 3–5 segments, like an allocation chart. */
function donut(rnd: Random): string {
  const cx = round(between(rnd, W * 0.62, W * 0.82));
  const cy = round(between(rnd, H * 0.35, H * 0.6));
  const r = round(between(rnd, 110, 170));
  const circumference = 2 * Math.PI * r;
  const parts = 3 + Math.floor(rnd() * 3);
  const weights = Array.from({ length: parts }, () => between(rnd, 1, 4));
  const total = weights.reduce((a, b) => a + b, 0);
  let offset = 0;
  const arcs = weights.map((w, i) => {
    const length = (w / total) * circumference;
    const arc =
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${round(0.25 + i * 0.15)}" ` +
      `stroke-width="48" stroke-dasharray="${round(length - 6)} ${round(circumference)}" stroke-dashoffset="${round(-offset)}" />`;
    offset += length;
    return arc;
  });
  return `<g transform="rotate(-90 ${cx} ${cy})">${arcs.join('')}</g>`;
}

function candles(rnd: Random): string {
  const count = 14 + Math.floor(rnd() * 8);
  const step = (W * 0.9) / count;
  let price = between(rnd, H * 0.45, H * 0.65);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const open = price;
    const close = Math.min(H * 0.85, Math.max(H * 0.15, open + between(rnd, -60, 50)));
    const high = Math.min(open, close) - between(rnd, 8, 40);
    const low = Math.max(open, close) + between(rnd, 8, 40);
    const x = round(W * 0.05 + i * step + step / 2);
    const up = close < open;
    out.push(
      `<line x1="${x}" y1="${round(high)}" x2="${x}" y2="${round(low)}" stroke="#fff" stroke-opacity="0.7" stroke-width="3" />` +
        `<rect x="${round(x - step * 0.3)}" y="${round(Math.min(open, close))}" width="${round(step * 0.6)}" ` +
        `height="${round(Math.max(4, Math.abs(close - open)))}" fill="#fff" fill-opacity="${up ? 0.85 : 0.35}" />`,
    );
    price = close;
  }
  return `<g>${out.join('')}</g>`;
}

function glows(rnd: Random): string {
  return Array.from({ length: 3 }, () => {
    const cx = round(between(rnd, 0, W));
    const cy = round(between(rnd, 0, H));
    const r = round(between(rnd, 120, 360));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${round(between(rnd, 0.04, 0.12))}" />`;
  }).join('');
}

/**
 * A brand-neutral 16:9 illustration (gradient, glows, a chart-like motif) derived only from the key:
 * the same key always gives the same picture. Rendered at width × width·9/16.
 */
export function illustrationSvg(key: string, width: number = W): string {
  const seed = createHash('sha256').update(key).digest().readUInt32BE(0);
  const rnd = generator(seed);
  const hue = Math.floor(rnd() * 360);
  const hue2 = (hue + 30 + Math.floor(rnd() * 70)) % 360;
  const sat = Math.floor(between(rnd, 40, 65));
  const angle = Math.floor(rnd() * 4) * 45;
  const motifs = [areaChart, bars, donut, candles] as const;
  const main = pick(rnd, motifs);
  // A donut alone looks empty: it always gets a second motif; the others get one half the time.
  const extra =
    main === donut || rnd() < 0.5
      ? pick(
          rnd,
          motifs.filter((m) => m !== main && m !== donut),
        )
      : null;
  const height = Math.round((width * H) / W);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="hsl(${hue}, ${sat}%, 28%)" />`,
    `<stop offset="1" stop-color="hsl(${hue2}, ${sat}%, 52%)" />`,
    '</linearGradient>',
    '<linearGradient id="area" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.35" />',
    '<stop offset="1" stop-color="#fff" stop-opacity="0" />',
    '</linearGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)" />`,
    glows(rnd),
    grid(rnd),
    extra ? extra(rnd) : '',
    main(rnd),
    '</svg>',
  ].join('');
}
