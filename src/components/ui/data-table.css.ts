import { createContainer, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { tableWrap } from './scroll-box.css';
import { visuallyHiddenRules } from './visually-hidden.css';
export { caption, cell, numeric, table } from './table.css';

/**
 * A table's box is the container its card layout asks about: a table in a dialog or a column turns
 * into cards by its own width, not the window's (decision 0257).
 */
const box = createContainer('data-table');

export const wrap = style([tableWrap, { containerName: box, containerType: 'inline-size' }]);

/**
 * Below which width of its box a table's rows become cards, chosen per table from its content: two or
 * three short columns fit a phone as they are; six figures need about 640 px; a client list with
 * emails and a button needs the width of a desktop column.
 */
const BREAKPOINTS = { narrow: '30rem', medium: '40rem', wide: '64rem' } as const;
export type CardsBelow = keyof typeof BREAKPOINTS | 'never';

/** A key column: on a card it comes straight after the title, larger. */
export const keyCell = style({});
/** The row's button: on a card it takes the card's full width, last. */
export const actionCell = style({});
/** The row header, the card's title. */
export const rowHeader = style({});

export const cards = styleVariants(BREAKPOINTS, (width) => ({
  '@container': { [`${box} (max-width: ${width})`]: { display: 'block' } },
}));

const card = (selector: string, width: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@container': { [`${box} (max-width: ${width})`]: rules } });

for (const [name, width] of Object.entries(BREAKPOINTS)) {
  const t = cards[name as keyof typeof BREAKPOINTS];
  card(`${t} > caption`, width, { display: 'block' });
  card(`${t} > thead`, width, visuallyHiddenRules);
  card(`${t} > tbody, ${t} > tfoot`, width, { display: 'grid', gap: '12px' });
  card(`${t} > tfoot`, width, { marginTop: '12px' });
  card(`${t} > tbody > tr, ${t} > tfoot > tr`, width, {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '12px 14px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: '12px',
    background: vars.color.background,
    minWidth: 0,
  });
  card(`${t} > tbody > tr > *, ${t} > tfoot > tr > *`, width, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'flex-end',
    gap: '2px 12px',
    order: 2,
    padding: 0,
    border: 0,
    textAlign: 'end',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    minWidth: 0,
  });
  card(`${t} ${rowHeader}`, width, {
    order: 0,
    justifyContent: 'flex-start',
    textAlign: 'start',
    fontSize: '1.0625rem',
    fontWeight: 700,
  });
  card(`${t} ${keyCell}`, width, { order: 1, fontSize: '1.0625rem', fontWeight: 700 });
  card(`${t} ${actionCell}`, width, { order: 3, display: 'block', marginTop: '6px' });
  card(`${t} ${actionCell} > *`, width, { width: '100%' });
  // The label before a value: `/ ""` gives it an empty alternative text, so it is not read twice.
  card(`${t} td[data-label]::before`, width, {
    content: ['attr(data-label)', 'attr(data-label) / ""'],
    marginInlineEnd: 'auto',
    textAlign: 'start',
    color: vars.color.textMuted,
    fontSize: '0.875rem',
    fontWeight: 400,
  });
}

/** A report's totals, under its rows. */
export const footRow = style({ fontWeight: 600 });

export const empty = style({ color: vars.color.textMuted, margin: '0 0 8px' });
