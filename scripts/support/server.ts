import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { createInterface } from 'node:readline';

/** The server from its sources, through tsx. */
const FROM_SOURCES = ['--import', 'tsx', 'server/main.ts'];

/** The market's clock for every bench: a trading day inside the order window (as in e2e). */
export const BENCH_MARKET_NOW = '2026-11-20T11:00:00+05:30';

/**
 * Starts the built reference server on an in-memory database (or DATABASE_URL in `env`) and waits until
 * it answers. `onStdout` receives its stdout (the JSON log lines below warn), which is dropped otherwise;
 * `nodeArgs` runs something else than the sources (the compiled bundle: `['dist/node/server.js']`).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { onStdout, nodeArgs = FROM_SOURCES }: { onStdout?: (line: string) => void; nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: 'memory', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onStdout) createInterface({ input: child.stdout! }).on('line', onStdout);
  // Never leave a server behind when this process exits (scripts turn SIGINT/SIGTERM into an exit:
  // exitOnSignals below).
  process.once('exit', () => child.kill('SIGTERM'));
  // 90 s: a loaded CI machine (two cores, two e2e workers) has taken 25–30 s to open PGlite, migrate and seed.
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/starfolio/api/health/`);
      if (r.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not answer on port ${port} within 90 s`);
}

/** GET a JSON API path on a brand host from Node (which cannot resolve *.localhost: use 127.0.0.1 + Host). */
export function getJson<T>(port: number, host: string, path: string): Promise<T> {
  // fetch() will not send a Host header of our choosing; node:http will.
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${path} answered ${res.statusCode}`));
        else resolve(JSON.parse(body) as T);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** For command-line scripts: Ctrl-C or a kill ends the process normally, so exit handlers run. */
export function exitOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
}

/** Stops a server `startServer` started, and waits until it has let go of its port. */
export async function stopServer(server: ChildProcess) {
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

/**
 * Runs a bench's `main` when its file is the command (not when bench.ts imports it): exits 0 when it
 * is done, 1 with the error when it fails, and normally on Ctrl-C or a kill.
 */
export function runAsCommand(moduleUrl: string, main: () => Promise<unknown>) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  exitOnSignals();
  main()
    .then(() => process.exit(0))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
