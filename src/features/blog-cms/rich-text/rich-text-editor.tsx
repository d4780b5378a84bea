import { useEffect, useRef, useState } from 'react';
import { Editor } from '@tiptap/core';
import { cmsExtensions } from './extensions';
import { fromEditorHtml, toEditorHtml } from './page-break';
import { EditorToolbar } from './editor-toolbar';
import * as styles from './rich-text.css';
import './prosemirror.css';

export interface RichTextEditorProps {
  /** Saved HTML (page breaks as the marker); read once, when the editor starts. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  /** The id of the field's message, when it has one. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * The post body's editor (TipTap, loaded only on the editor screen: decision 0180). Uncontrolled: it
 * reports every change as saved HTML, with page breaks as <!-- pagebreak -->.
 */
export default function RichTextEditor({ initialHtml, onChange, label, errorId, invalid }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, setTick] = useState(0);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  const start = useRef(initialHtml);

  useEffect(() => {
    const e = new Editor({
      element: host.current!,
      // Its inline <style> would break the Content-Security-Policy; prosemirror.css.ts carries the rules.
      injectCSS: false,
      extensions: cmsExtensions(),
      content: toEditorHtml(start.current),
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
      onUpdate: ({ editor: ed }) => report.current(fromEditorHtml(ed.getHTML())),
      onTransaction: () => setTick((t) => t + 1),
    });
    setEditor(e);
    return () => e.destroy();
  }, [label]);

  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (errorId) dom.setAttribute('aria-describedby', errorId);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, errorId, invalid]);

  return (
    <div className={styles.frame} data-invalid={invalid ? 'true' : undefined}>
      {editor ? <EditorToolbar editor={editor} /> : null}
      <div ref={host} className={styles.content} />
    </div>
  );
}
