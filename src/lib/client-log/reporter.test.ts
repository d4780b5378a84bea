import { describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMITS, type ClientErrorReport } from '#contract/client-log/rules';
import { buildReport } from './build-report';
import { createReporter } from './reporter';

function setup(answer: () => Promise<boolean> = () => Promise.resolve(true), ignore?: (e: unknown) => boolean) {
  const sent: ClientErrorReport[] = [];
  const reporter = createReporter({
    send: (r) => {
      sent.push(r);
      return answer();
    },
    pathname: () => '/account/',
    build: 'b1',
    ignore,
  });
  return { sent, reporter };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReporter', () => {
  it(`sends each distinct error once, at most ${CLIENT_LOG_LIMITS.perPageLoad} per page load`, () => {
    const { sent, reporter } = setup();
    for (let i = 0; i < 3; i++) reporter.report({ kind: 'error', error: new Error('same') });
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 20; i++) reporter.report({ kind: 'error', error: new Error(`e${i}`) });
    expect(sent).toHaveLength(CLIENT_LOG_LIMITS.perPageLoad);
    expect(reporter.sent).toBe(CLIENT_LOG_LIMITS.perPageLoad);
  });

  it('swallows a failed send and a throwing sender, and stops after a 429', async () => {
    const failing = setup(() => Promise.reject(new Error('offline')));
    expect(() => failing.reporter.report({ kind: 'error', error: new Error('a') })).not.toThrow();
    await flush();
    const throwing = createReporter({
      send: () => {
        throw new Error('boom');
      },
      pathname: () => '/',
      build: '',
    });
    expect(() => throwing.report({ kind: 'error', error: new Error('a') })).not.toThrow();
    const limited = setup(() => Promise.resolve(false));
    limited.reporter.report({ kind: 'error', error: new Error('first') });
    await flush();
    limited.reporter.report({ kind: 'error', error: new Error('second') });
    expect(limited.sent.map((r) => r.message)).toEqual(['Error: first']);
  });

  it('never reports from inside a report (no loop) and skips ignored errors', () => {
    const { sent, reporter } = setup(undefined, (e) => e === 'ignored');
    const nasty = {
      toJSON() {
        reporter.report({ kind: 'error', error: new Error('inner') });
        return 'outer';
      },
    };
    reporter.report({ kind: 'unhandledrejection', error: nasty });
    reporter.report({ kind: 'error', error: 'ignored' });
    expect(sent.map((r) => r.message)).toEqual(['"outer"']);
  });
});

describe('buildReport', () => {
  it('keeps no personal data and fits the body limit', () => {
    const error = new Error('no user asha@example.com with mobile 9876543210');
    error.stack = `${'at f (https://x.example/a.js?t=secret:1:1)\n'.repeat(400)}`;
    const r = buildReport({ kind: 'error', error, source: 'https://x.example/a.js?t=1#h:3:4' }, '/u/123456/?q=1', 'b');
    expect(r.message).toBe('Error: no user [email] with mobile [number]');
    expect(r.page).toBe('/u/[number]/');
    expect(r.source).toBe('https://x.example/a.js:3:4');
    expect(r.stack).not.toContain('secret');
    expect(new TextEncoder().encode(JSON.stringify(r)).length).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.bodyBytes);
  });
});
