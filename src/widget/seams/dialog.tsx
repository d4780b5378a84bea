import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { DialogProps } from '../../components/ui/dialog';
import * as styles from '../../components/ui/dialog.css';
import { useWidget } from '../widget-context';

/**
 * components/ui/dialog.tsx for the widget build (vite.widget.config.ts, decision 0060): the same
 * props on the native <dialog> element. On another website a modal must not depend on the host's
 * stacking contexts, transforms or focus handling, and a focus trap cannot see into a shadow root:
 * showModal() puts the dialog in the top layer, makes the rest of the page inert and traps focus.
 * The ::backdrop is the overlay (widget.css.ts).
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

/** Where focus starts: the element marked data-autofocus, else the first field. */
const FIRST_FIELD = '[data-autofocus], input:not([type="hidden"]):not([disabled]), select, textarea';

/** The element focused deepest, looking through shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

function OpenDialog(props: Omit<DialogProps, 'open'>) {
  const { onOpenChange, title, description, dismissible = true, size = 'md', closeLabel = 'Close' } = props;
  const { layer } = useWidget();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => (dismissible ? onOpenChange(false) : undefined);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const returnTo = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Focus goes back where it was, unless the reader has moved it on.
      queueMicrotask(() => {
        const now = deepActiveElement();
        if (returnTo?.isConnected && (!now || now === document.body || !now.isConnected || now.shadowRoot)) {
          returnTo.focus();
        }
      });
    };
  }, []);

  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) close();
  };

  return createPortal(
    <dialog
      ref={ref}
      className={styles.content[size]}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      // The browser may close it all the same (it can ignore a cancelled Escape): follow it, or show
      // it again when the dialog is not to be dismissed.
      onClose={() => {
        close();
        queueMicrotask(() => {
          if (!dismissible && ref.current?.isConnected && !ref.current.open) ref.current.showModal();
        });
      }}
      onClick={onBackdrop}
    >
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.body}>{props.children}</div>
      {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
    </dialog>,
    layer,
  );
}
