import { globalKeyframes, globalStyle } from '@vanilla-extract/css';

/**
 * The editing surface's own rules, which TipTap would otherwise inject as an inline <style> that the
 * Content-Security-Policy refuses (style-src has a nonce, no 'unsafe-inline'): without white-space pre-wrap
 * ProseMirror cannot keep repeated spaces and line breaks as typed, and warns on every load. The rules are
 * @tiptap/core's (src/style.ts, 3.34) that the CMS's extensions need; the editor starts with injectCSS: false.
 */
globalStyle('.ProseMirror', {
  position: 'relative',
  wordWrap: 'break-word',
  whiteSpace: 'break-spaces',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
});
globalStyle('.ProseMirror [contenteditable="false"]', { whiteSpace: 'normal' });
globalStyle('.ProseMirror [contenteditable="false"] [contenteditable="true"], .ProseMirror pre', {
  whiteSpace: 'pre-wrap',
});
globalStyle('img.ProseMirror-separator', {
  display: 'inline !important',
  border: 'none !important',
  margin: '0 !important',
  width: '0 !important',
  height: '0 !important',
});
globalStyle('.ProseMirror-gapcursor', { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 });
globalStyle('.ProseMirror-focused .ProseMirror-gapcursor', { display: 'block' });
const blink = globalKeyframes('ProseMirror-cursor-blink', { to: { visibility: 'hidden' } });
globalStyle('.ProseMirror-gapcursor::after', {
  content: '""',
  display: 'block',
  position: 'absolute',
  top: '-2px',
  width: '20px',
  borderTop: '1px solid currentColor',
  animation: `${blink} 1.1s steps(2, start) infinite`,
});
globalStyle('.ProseMirror-hideselection *::selection', { background: 'transparent' });
globalStyle('.ProseMirror-hideselection *', { caretColor: 'transparent' });
