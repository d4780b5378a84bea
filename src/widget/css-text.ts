/**
 * The widget's whole stylesheet as text. The build (scripts/build-widget.ts) replaces this string
 * with the compiled CSS, so the one script file carries its styles into the shadow root. Until then
 * (unit tests, dev) it is an empty stylesheet: a comment.
 */
export const WIDGET_CSS: string = '/* __TL_BLOGS_CSS__ */';
