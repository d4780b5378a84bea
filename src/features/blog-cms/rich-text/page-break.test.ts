// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { PAGE_BREAK } from '#contract/blog-cms/rules';
import { isRichTextEmpty } from '#src/lib/forms/validation';
import { cmsExtensions } from './extensions';
import { fromEditorHtml, toEditorHtml } from './page-break';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const load = (html: string) => {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: cmsExtensions(),
    content: toEditorHtml(html),
  });
  return editor;
};

describe('page breaks in the editor', () => {
  it('keeps the <!-- pagebreak --> marker through the editor, as its own block', () => {
    const saved = `<p>Page one</p>${PAGE_BREAK}<h2>Two</h2><p>Page <strong>two</strong></p>`;
    const out = fromEditorHtml(load(saved).getHTML());
    expect(out).toBe(saved);
    expect(out.split(PAGE_BREAK)).toHaveLength(2);
  });

  it('inserts a page break from the command, saved as the marker; typing on goes after it', () => {
    const e = load('<p>One</p>');
    e.commands.focus('end');
    e.commands.setPageBreak();
    e.commands.insertContent('Two');
    expect(fromEditorHtml(e.getHTML())).toBe(`<p>One</p>${PAGE_BREAK}<p>Two</p>`);
  });

  it('a body of only page breaks and empty paragraphs is empty (spec §5)', () => {
    expect(isRichTextEmpty(fromEditorHtml(load(`<p>&nbsp;</p>${PAGE_BREAK}<p></p>`).getHTML()))).toBe(true);
    expect(isRichTextEmpty(fromEditorHtml(load('<p>x</p>').getHTML()))).toBe(false);
  });

  it('without the conversion the editor would drop the marker (why the node exists)', () => {
    expect(load('').getHTML()).not.toContain('pagebreak');
    editor?.destroy();
    expect(
      new Editor({ extensions: cmsExtensions(), content: `<p>a</p>${PAGE_BREAK}<p>b</p>` }).getHTML(),
    ).not.toContain('pagebreak');
  });
});
