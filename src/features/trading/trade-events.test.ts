import { describe, expect, it, vi } from 'vitest';
import type { OrderStatus, TradeBody } from '#contract/trading/types';
import { REOPEN, isTradeSettled, pollDelay, readEventStream, watchTrade } from './trade-events';
import { orderLine, tradeBody } from './trade-test-fixtures';

const trade = (status: TradeBody['status'], lineStatus: 'OPEN' | 'COMPLETE'): TradeBody =>
  tradeBody(status, [orderLine('TCS', lineStatus, 0, 'o1')]);

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

const sse = (body: ReadableStream<Uint8Array>, type = 'text/event-stream') =>
  new Response(body, { headers: { 'content-type': type } });

describe('readEventStream', () => {
  it('joins events split across chunks and skips comments', async () => {
    const seen: string[] = [];
    await readEventStream(streamOf(': keep-alive\n\nda', 'ta: {"a":1}\n', '\ndata: two\r\ndata: lines\n\n'), (d) =>
      seen.push(d),
    );
    expect(seen).toEqual(['{"a":1}', 'two\nlines']);
  });
});

describe('watchTrade', () => {
  it('follows the live stream and stops once every line is final, without polling', async () => {
    const poll = vi.fn();
    const onTrade = vi.fn();
    const events = [trade('open', 'OPEN'), trade('complete', 'COMPLETE')].map((t) => `data: ${JSON.stringify(t)}\n\n`);
    await watchTrade({
      stream: async () => sse(streamOf(...events)),
      poll,
      onTrade,
      signal: new AbortController().signal,
    });
    expect(onTrade.mock.calls.map(([t]) => (t as TradeBody).status)).toEqual(['open', 'complete']);
    expect(poll).not.toHaveBeenCalled();
  });

  it('falls back to polling with growing waits when the stream fails, until the trade settles', async () => {
    const answers = [
      Promise.reject(new Error('offline')),
      trade('open', 'OPEN'),
      trade('open', 'OPEN'),
      trade('complete', 'COMPLETE'),
    ];
    const poll = vi.fn(() => Promise.resolve(answers.shift()!));
    const waits: number[] = [];
    const onTrade = vi.fn();
    await watchTrade({
      stream: () => Promise.reject(new TypeError('Failed to fetch')),
      poll,
      onTrade,
      signal: new AbortController().signal,
      wait: async (ms) => void waits.push(ms),
    });
    expect(poll).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([pollDelay(1), pollDelay(0), pollDelay(1)]);
    expect(onTrade).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'complete' }));
  });

  it('polls when the answer is not an event stream (e.g. the envelope of a refusal)', async () => {
    const poll = vi.fn(async () => trade('complete', 'COMPLETE'));
    await watchTrade({
      stream: async () => sse(streamOf('{"head":{"status":"110"}}'), 'application/json'),
      poll,
      onTrade: vi.fn(),
      signal: new AbortController().signal,
    });
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('stops polling after a refusal a status rule handled', async () => {
    const poll = vi.fn(() => Promise.reject(Object.assign(new Error('Session Timed Out!'), { handled: true })));
    const wait = vi.fn(async () => undefined);
    await watchTrade({
      stream: () => Promise.reject(new Error()),
      poll,
      onTrade: vi.fn(),
      signal: new AbortController().signal,
      wait,
    });
    expect(poll).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('opens the stream again after its retry hint when it ends early, and polls not at all', async () => {
    const opened = [
      sse(streamOf(`data: ${JSON.stringify(trade('open', 'OPEN'))}\n\n`, 'retry: 2500\n\n')),
      sse(streamOf(`data: ${JSON.stringify(trade('complete', 'COMPLETE'))}\n\n`)),
    ];
    const stream = vi.fn(async () => opened.shift()!);
    const poll = vi.fn();
    const waits: number[] = [];
    const onTrade = vi.fn();
    await watchTrade({
      stream,
      poll,
      onTrade,
      signal: new AbortController().signal,
      wait: async (ms) => void waits.push(ms),
    });
    expect(stream).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([2500]);
    expect(poll).not.toHaveBeenCalled();
    expect(onTrade.mock.calls.map(([t]) => (t as TradeBody).status)).toEqual(['open', 'complete']);
  });

  it('opens a broken stream again (its process died), then polls when the next delivers nothing', async () => {
    // The trade and a hint, then the connection breaks on the next read.
    let read = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read++ === 0) {
          const event = `data: ${JSON.stringify(trade('open', 'OPEN'))}\n\nretry: 60000\n\n`;
          controller.enqueue(new TextEncoder().encode(event));
        } else controller.error(new TypeError('network error'));
      },
    });
    const opened: (() => Promise<Response>)[] = [
      async () => sse(broken),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const stream = vi.fn(() => opened.shift()!());
    const poll = vi.fn(async () => trade('complete', 'COMPLETE'));
    const waits: number[] = [];
    await watchTrade({
      stream,
      poll,
      onTrade: vi.fn(),
      signal: new AbortController().signal,
      wait: async (ms) => void waits.push(ms),
    });
    expect(stream).toHaveBeenCalledTimes(2);
    // The hint is capped: a stream's word never parks the view for a minute.
    expect(waits).toEqual([REOPEN.maxMs]);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('polls after opening the stream again at most REOPEN.times times', async () => {
    const stream = vi.fn(async () => sse(streamOf(`data: ${JSON.stringify(trade('open', 'OPEN'))}\n\n`)));
    const poll = vi.fn(async () => trade('complete', 'COMPLETE'));
    await watchTrade({
      stream,
      poll,
      onTrade: vi.fn(),
      signal: new AbortController().signal,
      wait: async () => undefined,
    });
    expect(stream).toHaveBeenCalledTimes(REOPEN.times + 1);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('waits at most 15 s between polls', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('isTradeSettled', () => {
  const withLines = (status: TradeBody['status'], ...statuses: (OrderStatus | undefined)[]): TradeBody => {
    const t = trade(status, 'OPEN');
    return { ...t, lines: statuses.map((s, i) => ({ ...t.lines[0]!, order_id: `o${i}`, status: s })) };
  };

  it('is settled once every line is final, whatever the trade status says', () => {
    expect(isTradeSettled(withLines('complete', 'COMPLETE', 'COMPLETE'))).toBe(true);
    expect(isTradeSettled(withLines('partial', 'COMPLETE', 'REJECTED'))).toBe(true);
  });

  it('is not settled while a line is open, has no status yet, or the trade is still placing', () => {
    expect(isTradeSettled(withLines('partial', 'COMPLETE', 'OPEN'))).toBe(false);
    expect(isTradeSettled(withLines('open', 'COMPLETE', undefined))).toBe(false);
    expect(isTradeSettled(withLines('placing'))).toBe(false);
  });
});
