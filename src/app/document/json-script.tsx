/** JSON safe inside a <script> element: no '</script>', no line separators JavaScript would trip on. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A data block: `<script type="application/json">`, which never runs, so the page's script-src needs
 * no nonce or hash for it (decision 0070). `json` must come from scriptJson.
 */
export function JsonScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The page's one inline script, whose fixed text (contract/site/paint-first.ts) the CSP allows by its
 * hash: what it loads comes in `data`, as data-* attributes, never in its text (decision 0274).
 */
export function PaintFirstScript({ text, data }: { text: string; data: Record<`data-${string}`, string | undefined> }) {
  return <script {...data} dangerouslySetInnerHTML={{ __html: text }} />;
}
