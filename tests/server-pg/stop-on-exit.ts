// Runs a synchronous cleanup when the process ends: normally, through process.exit, or on
// Ctrl-C / SIGTERM / SIGHUP (vitest exits on those without calling global teardowns).
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Registers `cleanup`; the answer unregisters it (call it once the cleanup ran the normal way).
 * `signals`: those that run it at once (a caller with its own orderly shutdown passes none, and
 * exits when done).
 */
export function stopOnExit(cleanup: () => void, signals: readonly NodeJS.Signals[] = SIGNALS): () => void {
  const onExit = () => cleanup();
  const onSignal = (signal: NodeJS.Signals) => {
    // Ours runs first (prepended): when nobody else handles the signal, end as it would have.
    const othersHandleIt = process.listenerCount(signal) > 1;
    cleanup(); // still listening meanwhile, so a second signal (vitest's SIGTERM to workers) cannot cut it short
    release();
    if (!othersHandleIt) process.kill(process.pid, signal);
  };
  const release = () => {
    process.off('exit', onExit);
    for (const s of signals) process.off(s, onSignal);
  };
  process.on('exit', onExit);
  for (const s of signals) process.prependListener(s, onSignal);
  return release;
}
