import { Node } from '@tiptap/core';
import { PAGE_BREAK } from '#contract/blog-cms/rules';

/** The label the editor shows where a page ends. */
export const PAGE_BREAK_LABEL = 'Page break';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pageBreak: { setPageBreak: () => ReturnType };
  }
}

/**
 * A page break: in the editor a labelled block, in the saved HTML the <!-- pagebreak --> marker the
 * blog splits pages on. The editor's HTML parser drops comments, so the marker is turned into this
 * block on the way in (toEditorHtml) and back on the way out (fromEditorHtml).
 */
export const PageBreak = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  parseHTML: () => [{ tag: 'div[data-page-break]', priority: 60 }],
  renderHTML: () => ['div', { 'data-page-break': '', class: 'cms-page-break' }, PAGE_BREAK_LABEL],
  addCommands() {
    return {
      setPageBreak:
        () =>
        ({ commands }) =>
          // With a paragraph after it for the cursor: typing on would otherwise replace the selected break.
          commands.insertContent([{ type: this.name }, { type: 'paragraph' }]),
    };
  },
});

const MARKER = /<!--\s*pagebreak\s*-->/gi;
const BLOCK = /<div[^>]*\bdata-page-break\b[^>]*>[\s\S]*?<\/div>/g;

/** Saved HTML → the editor's: each marker becomes a page-break block. */
export const toEditorHtml = (html: string) => html.replace(MARKER, '<div data-page-break=""></div>');

/** The editor's HTML → saved HTML: each page-break block becomes the marker again. */
export const fromEditorHtml = (html: string) => html.replace(BLOCK, PAGE_BREAK);
