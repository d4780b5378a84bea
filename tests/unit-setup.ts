// A console.error during a unit test is a failure, not noise. Set once per worker: files that share a
// module graph (vitest.config.ts) run this file again each, and must not wrap the wrapper.
const FAILS_ON_CONSOLE_ERROR = Symbol.for('starfolio.failsOnConsoleError');
const current = console.error as typeof console.error & { [FAILS_ON_CONSOLE_ERROR]?: true };
if (!current[FAILS_ON_CONSOLE_ERROR]) {
  const wrapped = (...args: unknown[]) => {
    current(...args);
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  };
  console.error = Object.assign(wrapped, { [FAILS_ON_CONSOLE_ERROR]: true as const });
}
