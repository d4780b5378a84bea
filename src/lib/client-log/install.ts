import type { ErrorSink } from './deferred-reporter';

/**
 * Listens for the page's uncaught errors and unhandled rejections (the router's error boundary
 * reports through main.tsx's onCaughtError). Returns the way to stop listening.
 */
export function installErrorListeners(target: Window, reporter: ErrorSink): () => void {
  const onError = (e: ErrorEvent) => {
    const source = e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : '';
    reporter.report({ kind: 'error', error: e.error ?? e.message, source });
  };
  const onRejection = (e: PromiseRejectionEvent) => reporter.report({ kind: 'unhandledrejection', error: e.reason });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
