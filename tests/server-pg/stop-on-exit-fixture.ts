// Child process for stop-on-exit.test.ts: registers a cleanup that appends to a marker file, then
// ends as the mode says or waits for a signal.
import { appendFileSync } from 'node:fs';
import { stopOnExit } from './stop-on-exit';

const [marker, mode] = process.argv.slice(2) as [string, string];
const release = stopOnExit(() => appendFileSync(marker, 'cleaned\n'));
// Like vitest: its own SIGINT handler that exits a moment later.
if (mode === 'with-other-handler') process.once('SIGINT', () => setTimeout(() => process.exit(130), 1));
// Two clusters at once: both cleanups run, and the last one ends the process.
if (mode === 'two') stopOnExit(() => appendFileSync(marker, 'second\n'));
if (mode === 'exit') process.exit(3);
if (mode === 'released') {
  release();
  process.exit(0);
}
console.log('ready');
setInterval(() => {}, 1000);
