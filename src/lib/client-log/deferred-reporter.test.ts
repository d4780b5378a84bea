import { describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMITS, type ClientErrorReport } from '#contract/client-log/rules';
import type { Seen } from './build-report';
import { deferredReporter, QUEUE_MAX, type ErrorSink } from './deferred-reporter';
import { createReporter } from './reporter';

/** A load the test finishes by hand: `loaded` resolves it, `fail` rejects it. */
function pendingLoad() {
  const calls: { resolve: (r: ErrorSink) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<ErrorSink>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const recorder = () => {
  const got: Seen[] = [];
  return { got, sink: { report: (seen: Seen) => void got.push(seen) } };
};

describe('deferredReporter', () => {
  it('loads nothing until the first error worth reporting; API errors load nothing', () => {
    const { load, calls } = pendingLoad();
    const reporter = deferredReporter({ load, pathname: () => '/', ignore: (e) => e === 'api' });
    reporter.report({ kind: 'error', error: 'api' });
    expect(calls).toHaveLength(0);
    reporter.report({ kind: 'error', error: new Error('a') });
    reporter.report({ kind: 'error', error: new Error('b') });
    expect(calls).toHaveLength(1);
  });

  it('hands what arrived while loading over in order, each with the page it was seen on', async () => {
    const { load, calls } = pendingLoad();
    let path = '/blog/';
    const reporter = deferredReporter({ load, pathname: () => path });
    reporter.report({ kind: 'error', error: 'first' });
    path = '/account/';
    reporter.report({ kind: 'unhandledrejection', error: 'second' });
    const { got, sink } = recorder();
    calls[0]!.resolve(sink);
    await flush();
    reporter.report({ kind: 'boundary', error: 'third' });
    expect(got).toEqual([
      { kind: 'error', error: 'first', page: '/blog/' },
      { kind: 'unhandledrejection', error: 'second', page: '/account/' },
      { kind: 'boundary', error: 'third', page: '/account/' },
    ]);
    expect(calls).toHaveLength(1);
  });

  it(`keeps at most ${QUEUE_MAX} errors while loading`, async () => {
    const { load, calls } = pendingLoad();
    const reporter = deferredReporter({ load, pathname: () => '/' });
    for (let i = 0; i < QUEUE_MAX + 10; i++) reporter.report({ kind: 'error', error: `e${i}` });
    const { got, sink } = recorder();
    calls[0]!.resolve(sink);
    await flush();
    expect(got).toHaveLength(QUEUE_MAX);
  });

  it('throws nothing when loading fails, and tries again with the next error', async () => {
    const { load, calls } = pendingLoad();
    const reporter = deferredReporter({ load, pathname: () => '/' });
    reporter.report({ kind: 'error', error: 'lost' });
    calls[0]!.reject(new Error('offline'));
    await flush();
    reporter.report({ kind: 'error', error: 'kept' });
    expect(calls).toHaveLength(2);
    const { got, sink } = recorder();
    calls[1]!.resolve(sink);
    await flush();
    expect(got.map((s) => s.error)).toEqual(['kept']);
  });

  it('with the real reporter: errors queued while it loads keep its limits and their pages', async () => {
    const sent: ClientErrorReport[] = [];
    const { load, calls } = pendingLoad();
    let path = '/first/';
    const reporter = deferredReporter({ load, pathname: () => path });
    for (let i = 0; i < 3; i++) reporter.report({ kind: 'error', error: new Error('same') });
    path = '/second/';
    for (let i = 0; i < 20; i++) reporter.report({ kind: 'error', error: new Error(`e${i}`) });
    const real = createReporter({
      send: (r) => {
        sent.push(r);
        return Promise.resolve(true);
      },
      pathname: () => '/now/',
      build: 'b1',
    });
    calls[0]!.resolve(real);
    await flush();
    expect(sent).toHaveLength(CLIENT_LOG_LIMITS.perPageLoad);
    expect(sent.map((r) => r.page)).toEqual(['/first/', '/second/', '/second/', '/second/', '/second/']);
    expect(sent[0]!.message).toBe('Error: same');
  });
});
