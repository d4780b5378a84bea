import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useWidget } from '../widget-context';

/**
 * The part of @radix-ui/react-dialog that components/ui/dialog.tsx uses, on the native <dialog>
 * element, for the widget build only (vite.widget.config.ts; decision 0035). On a third-party page a
 * modal must not depend on the host's stacking contexts, transforms or focus handling, and Radix's
 * fixed overlay and focus trap cannot see into a shadow root: `showModal()` puts the dialog in the
 * top layer, makes the rest of the page inert and traps focus natively. The ::backdrop is the
 * overlay (styled in widget.css.ts).
 */

interface DialogState {
  onOpenChange: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
}

const DialogContext = createContext<DialogState | null>(null);

const useDialog = () => {
  const value = useContext(DialogContext);
  if (!value) throw new Error('Dialog parts must be inside <Root>');
  return value;
};

export function Root({
  open = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  if (!open) return null;
  const state = {
    onOpenChange: onOpenChange ?? (() => undefined),
    titleId: `${id}-title`,
    descriptionId: `${id}-desc`,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** Into the widget's layer (inside the shadow root, outside the layout container). */
export function Portal({ children }: { children?: ReactNode }) {
  const { layer } = useWidget();
  return createPortal(children, layer);
}

/** The native ::backdrop is the overlay. */
export function Overlay(_props: { className?: string }) {
  return null;
}

/** The element focused deepest, looking through shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

type ContentProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open'> & {
  onOpenAutoFocus?: (event: Event) => void;
  /** Not called: this stand-in gives focus back where it was itself (see the effect below). */
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: Event) => void;
  onPointerDownOutside?: (event: Event) => void;
  onInteractOutside?: (event: Event) => void;
};

export function Content({
  onOpenAutoFocus,
  onCloseAutoFocus: _onCloseAutoFocus,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  children,
  ...rest
}: ContentProps) {
  const { onOpenChange, titleId, descriptionId } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const autoFocus = useRef(onOpenAutoFocus);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const returnTo = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    autoFocus.current?.(new Event('openautofocus', { cancelable: true }));
    return () => {
      if (dialog.open) dialog.close();
      // Focus goes back where it was, as it does when Radix closes a dialog.
      queueMicrotask(() => {
        const now = deepActiveElement();
        if (returnTo?.isConnected && (!now || now === document.body || !now.isConnected || now.shadowRoot)) {
          returnTo.focus();
        }
      });
    };
  }, []);

  const dismiss = (handlers: Array<((e: Event) => void) | undefined>, e: SyntheticEvent) => {
    const event = new Event('dismiss', { cancelable: true });
    for (const handler of handlers) handler?.(event);
    e.preventDefault();
    if (!event.defaultPrevented) onOpenChange(false);
  };

  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) dismiss([onPointerDownOutside, onInteractOutside], e);
  };

  // Radix links the description on its own; components/ui/dialog.tsx passes aria-describedby
  // (as undefined) exactly when there is none.
  const describedBy = 'aria-describedby' in rest ? rest['aria-describedby'] : descriptionId;
  return (
    <dialog
      {...rest}
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => dismiss([onEscapeKeyDown], e)}
      // The browser may close it all the same (it can ignore a cancelled Escape): follow it, or
      // show it again when the dialog is not to be dismissed.
      onClose={() => {
        onOpenChange(false);
        queueMicrotask(() => {
          const dialog = ref.current;
          if (dialog?.isConnected && !dialog.open) dialog.showModal();
        });
      }}
      onClick={onBackdrop}
    >
      {children}
    </dialog>
  );
}

export function Title({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <h2 id={useDialog().titleId} className={className}>
      {children}
    </h2>
  );
}

export function Description({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <p id={useDialog().descriptionId} className={className}>
      {children}
    </p>
  );
}

export function Close({ className, children, ...rest }: ComponentPropsWithoutRef<'button'>) {
  const { onOpenChange } = useDialog();
  return (
    <button type="button" {...rest} className={className} onClick={() => onOpenChange(false)}>
      {children}
    </button>
  );
}
