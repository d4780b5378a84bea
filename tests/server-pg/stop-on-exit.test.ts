import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'stop-on-exit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixture = join(import.meta.dirname, 'stop-on-exit-fixture.ts');

/** Runs the fixture; sends `signal` once it is ready. Answers how it ended and what the cleanup wrote. */
function run(mode: string, signal?: NodeJS.Signals) {
  const marker = join(dir, `${mode}-${signal ?? 'none'}`);
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, marker, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    if (signal && chunk.toString().includes('ready')) child.kill(signal);
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; cleaned: string }>((resolve) =>
    child.on('exit', (code, sig) =>
      resolve({ code, signal: sig, cleaned: existsSync(marker) ? readFileSync(marker, 'utf8') : '' }),
    ),
  );
}

describe('stopOnExit', () => {
  it('cleans up once on process.exit', async () => {
    expect(await run('exit')).toEqual({ code: 3, signal: null, cleaned: 'cleaned\n' });
  });

  it('cleans up once on Ctrl-C and SIGTERM, then ends by that signal when nobody else handles it', async () => {
    expect(await run('wait', 'SIGINT')).toEqual({ code: null, signal: 'SIGINT', cleaned: 'cleaned\n' });
    expect(await run('wait', 'SIGTERM')).toEqual({ code: null, signal: 'SIGTERM', cleaned: 'cleaned\n' });
  });

  it('runs every registered cleanup once on Ctrl-C', async () => {
    expect(await run('two', 'SIGINT')).toEqual({ code: null, signal: 'SIGINT', cleaned: 'second\ncleaned\n' });
  });

  it("cleans up once on Ctrl-C and leaves the exit to the process's own handler (vitest's)", async () => {
    expect(await run('with-other-handler', 'SIGINT')).toEqual({ code: 130, signal: null, cleaned: 'cleaned\n' });
  });

  it('does nothing once released', async () => {
    expect(await run('released')).toEqual({ code: 0, signal: null, cleaned: '' });
  });
});
