import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { sanitizeFragment } from '#src/lib/html/sanitize';
import { firstFragmentField } from '#src/lib/fragments/fragments-form';
import * as styles from './fragment-view.css';

export interface FragmentViewProps {
  /** The fragment's HTML as the server sent it; it is sanitized here. */
  html: string;
  /** A form in the fragment was submitted (its default action is always prevented). */
  onSubmitForm: (form: HTMLFormElement) => void;
  /** An element with data-action was clicked; call preventDefault on the event to stop a link. */
  onAction: (action: string, element: HTMLElement, event: MouseEvent) => void;
  /** Move focus to the first field once the fragment is in place. */
  autoFocus?: boolean;
}

/**
 * Shows a visitor page fragment: sanitized into inert DOM nodes (never an HTML string handed to
 * React), with submits and actions handed to the caller. React never re-renders inside it, so
 * what the visitor typed stays when the caller shows an error.
 */
export function FragmentView({ html, onSubmitForm, onAction, autoFocus = false }: FragmentViewProps) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.replaceChildren(sanitizeFragment(html));
    if (autoFocus) firstFragmentField(el)?.focus();
  }, [html, autoFocus]);

  return (
    <div
      ref={ref}
      className={styles.fragment}
      onSubmit={(e) => {
        if (!(e.target instanceof HTMLFormElement)) return;
        e.preventDefault();
        onSubmitForm(e.target);
      }}
      onClick={(e) => {
        const target = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-action], a[href]') : null;
        if (!target || !ref.current?.contains(target)) return;
        onAction(target.dataset.action ?? 'link', target, e);
      }}
    />
  );
}
