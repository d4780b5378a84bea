import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { snackbarAtom } from './snackbar-atom';
import * as styles from './snackbar.css';

/**
 * The app's one snackbar (docs/session.md, "Client state"): top centre, hides itself after 6000 ms (paused while the
 * pointer or focus is on it), with a dismiss button. Errors are announced at once (role=alert),
 * others politely (role=status). The message is announced even while a modal dialog hides the rest
 * of the page.
 */
export function Snackbar() {
  const [{ open, id, options }, setSnackbar] = useAtom(snackbarAtom);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(
      () => setSnackbar((s) => (s.id === id ? { ...s, open: false } : s)),
      options.autoHideDuration,
    );
    return () => clearTimeout(timer);
  }, [open, id, paused, options.autoHideDuration, setSnackbar]);

  const close = () => {
    setPaused(false);
    setSnackbar((s) => ({ ...s, open: false }));
  };

  const message = open ? (
    <div
      key={id}
      className={styles.snack[options.variant]}
      data-variant={options.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.message}>{options.message}</span>
      <button type="button" className={styles.dismiss} aria-label="Dismiss message" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  ) : null;

  const isError = options.variant === 'error';
  // Both regions always exist (a dialog's aria-hidden spares [aria-live] elements), hidden while empty
  // so they are not in the accessibility tree until they speak.
  return (
    <>
      <div
        className={styles.region}
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        hidden={!(message && isError)}
      >
        {isError ? message : null}
      </div>
      <div
        className={styles.region}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        hidden={!(message && !isError)}
      >
        {isError ? null : message}
      </div>
    </>
  );
}
