import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { homeClass as c } from './home-classes';

/**
 * The home page's sections. Imported by the route's own chunk so the server-rendered page links this
 * stylesheet and the sections are styled before their code loads; global rules on the names in
 * home-classes.ts, so that chunk carries no class names (decision 0252).
 */
const at = (name: string) => `.${name}`;

globalStyle(at(c.section), { margin: '40px 0 0' });

globalStyle(at(c.heading), { margin: '0 0 4px', fontSize: '1.375rem' });

const grid = {
  listStyle: 'none',
  margin: '16px 0 0',
  padding: 0,
  display: 'grid',
  // One column on a phone, as many 240 px columns as fit on wider screens.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: '12px',
} as const;
globalStyle(at(c.grid), grid);
globalStyle(at(c.steps), { ...grid, counterReset: 'step' });

const card = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  padding: '16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.background,
  overflowWrap: 'anywhere',
} as const;
globalStyle(at(c.card), card);
// The numbered steps: the number drawn by the list, in the brand's colour.
globalStyle(at(c.step), { ...card, counterIncrement: 'step', background: vars.color.surface });
globalStyle(`${at(c.step)}::before`, {
  content: 'counter(step)',
  fontWeight: 700,
  fontSize: '1.5rem',
  color: vars.color.primary,
});

globalStyle(at(c.cardTitle), { margin: 0, fontSize: '1.125rem' });
globalStyle(at(c.muted), { margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });
globalStyle(at(c.facts), { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px', margin: 'auto 0 0' });
globalStyle(at(c.factLabel), { color: vars.color.textMuted, fontSize: '0.8125rem' });
globalStyle(at(c.factValue), { margin: 0, fontWeight: 600 });
globalStyle(at(c.text), { margin: 0 });
