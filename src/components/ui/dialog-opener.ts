import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Where focus goes when a dialog closes. Our dialogs open from state, not from a Radix trigger, so
 * Radix has nothing to return to and would drop focus on <body>: a keyboard user would start again
 * at the top of the page. The control that opened the dialog gets it back; if that control has gone
 * (a 'Log in' button replaced by the account menu), the page's main region does. A dialog opened
 * from another one (log in → sign up) returns to what opened the first.
 */

/** What opened each dialog that is open, or closed and not yet done handing focus back. */
const openers = new Set<HTMLElement>();

function focusedOpener(): HTMLElement | null {
  const active = document.activeElement;
  const outsideDialogs =
    active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]');
  // Focus in another dialog that is going away: this one takes over that dialog's opener.
  return outsideDialogs ? active : ([...openers].at(-1) ?? null);
}

function giveFocusBack(opener: HTMLElement): boolean {
  // Another dialog took over (log in → sign up): it gives focus back when it closes.
  if (document.querySelector('[role="dialog"]')) return true;
  const target = opener.isConnected ? opener : document.querySelector<HTMLElement>('main[tabindex]');
  target?.focus();
  return target != null;
}

/**
 * Remembers what had focus as the dialog opened, and returns the handler for Radix's
 * `onCloseAutoFocus`. The opener is read while rendering: the dialog's own content may take focus
 * (an autofocused field) before any effect of the dialog runs.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const [seen, setSeen] = useState(() => ({ open, opener: open ? focusedOpener() : null }));
  if (seen.open !== open) setSeen({ open, opener: open ? focusedOpener() : seen.opener });
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    opener.current = seen.opener;
    if (seen.open && seen.opener) openers.add(seen.opener);
  }, [seen]);

  return (event) => {
    const from = opener.current;
    opener.current = null;
    if (!from) return;
    openers.delete(from);
    if (giveFocusBack(from)) event.preventDefault();
  };
}
