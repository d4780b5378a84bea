import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useSetAtom } from 'jotai';
import { useReturnFocus } from './dialog-opener';
import { openDialogsAtom } from './open-dialogs-atom';
import * as styles from './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes the dialog (aria-describedby), shown under the title. */
  description?: ReactNode;
  /**
   * false for a blocking dialog: Escape, a click outside and the close button do nothing; the
   * dialog's own buttons are the only way on.
   */
  dismissible?: boolean;
  size?: keyof typeof styles.content;
  /** Label of the close button, for screen readers. */
  closeLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * Which step a dialog of several shows (amount, review, the orders placed): when it changes, the
   * dialog goes back to its top, where the new step begins. Placing from the foot of a long review on
   * a phone otherwise left the orders' heading and progress a screen or more above the view.
   */
  step?: string;
}

/**
 * The app's modal dialog (Radix underneath): focus moves in and is trapped, Escape closes it, the
 * page behind is hidden from assistive technology, and focus returns where it was on close. While open
 * it counts in `openDialogsAtom`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  size = 'md',
  closeLabel = 'Close',
  children,
  footer,
  step,
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (contentRef.current) contentRef.current.scrollTop = 0;
  }, [step]);
  const returnFocus = useReturnFocus(open);
  const countOpen = useSetAtom(openDialogsAtom);
  useEffect(() => {
    if (!open) return undefined;
    countOpen((n) => n + 1);
    return () => countOpen((n) => n - 1);
  }, [open, countOpen]);
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  // Radix listens for Escape only from its layer's second render after opening, and a key pressed in
  // between (the focus already inside) was lost. The content hears it too; a key a layer already took
  // (this one, or one opened inside it) comes with its default prevented.
  const escapeFromInside = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || e.defaultPrevented || !dismissible) return;
    e.preventDefault();
    onOpenChange(false);
  };
  // Start on the first field (or the element marked data-autofocus) rather than on the close button.
  const focusFirstField = (e: Event) => {
    const first = bodyRef.current?.querySelector<HTMLElement>(
      '[data-autofocus], input:not([type="hidden"]):not([disabled]), select, textarea',
    );
    if (first) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={contentRef}
          className={styles.content[size]}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onKeyDown={escapeFromInside}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          <div className={styles.body} ref={bodyRef}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
