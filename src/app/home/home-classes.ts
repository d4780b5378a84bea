/**
 * The home sections' class names. Their rules are global (home.css.ts), so the route's own chunk links
 * the stylesheet while the sections' lazy chunk imports only these strings: importing a vanilla-extract
 * module from both would tie the lazy chunk to the whole first load (decision 0252).
 */
export const homeClass = {
  section: 'home-section',
  heading: 'home-heading',
  grid: 'home-grid',
  steps: 'home-steps',
  card: 'home-card',
  step: 'home-step',
  cardTitle: 'home-card-title',
  muted: 'home-muted',
  facts: 'home-facts',
  factLabel: 'home-fact-label',
  factValue: 'home-fact-value',
  text: 'home-text',
} as const;
