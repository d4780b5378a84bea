// Runs several npm scripts at once (`node scripts/run-together.mjs lint typecheck`): each one's output
// is held and printed whole when it ends, so the log reads as if they had run one after another; the
// exit code is the first failure's (docs/decisions/0207-suite-time-steps-together.md).
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script>...');
  process.exit(2);
}

const started = Date.now();
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const chunks = [];
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n> ${name} (${seconds} s, ${signal ?? `exit ${code}`})\n`);
        process.stdout.write(Buffer.concat(chunks));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((c) => c !== 0) ?? 0);
