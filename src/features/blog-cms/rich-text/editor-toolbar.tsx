import { useId, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { PAGE_BREAK_LABEL } from './page-break';
import * as styles from './rich-text.css';

interface Tool {
  /** What the button shows, and its accessible name (the same words, WCAG 2.5.3). */
  name: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const chain = (e: Editor) => e.chain().focus();
const TOOLS: Tool[] = [
  {
    name: 'Heading',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Subheading',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
  },
  { name: 'Bold', active: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
  { name: 'Italic', active: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
  { name: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => chain(e).toggleBulletList().run() },
  { name: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => chain(e).toggleOrderedList().run() },
  { name: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => chain(e).toggleBlockquote().run() },
];

/** The formatting buttons: each a tab stop with aria-pressed for its state; link asks for its address inline. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const id = useId();
  const applyLink = () => {
    const url = href.trim();
    if (url) chain(editor).extendMarkRange('link').setLink({ href: url }).run();
    else chain(editor).extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };
  return (
    <>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
        {TOOLS.map((t) => (
          <button
            key={t.name}
            type="button"
            className={styles.tool}
            aria-pressed={t.active(editor)}
            onClick={() => t.run(editor)}
          >
            {t.name}
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-pressed={editor.isActive('link')}
          aria-expanded={linking}
          aria-controls={linking ? id : undefined}
          onClick={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
            setLinking(!linking);
          }}
        >
          Link
        </button>
        <button type="button" className={styles.tool} onClick={() => chain(editor).setPageBreak().run()}>
          {PAGE_BREAK_LABEL}
        </button>
      </div>
      {linking ? (
        <div id={id} className={styles.linkForm}>
          <label htmlFor={`${id}-href`}>Link address</label>
          <input
            id={`${id}-href`}
            type="url"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
              if (e.key === 'Escape') setLinking(false);
            }}
          />
          <button type="button" className={styles.tool} onClick={applyLink}>
            {href.trim() ? 'Apply link' : 'Remove link'}
          </button>
        </div>
      ) : null}
    </>
  );
}
