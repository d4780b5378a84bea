import type { TradeBody } from '#contract/trading/types';
import { FINAL_ORDER_STATUSES } from '#contract/trading/order-statuses';
import { backOff } from '#src/lib/http/back-off';

/** Whether every line of the trade has reached a status that changes no more. */
export const isTradeSettled = (trade: TradeBody) =>
  trade.status !== 'placing' &&
  trade.lines.every((line) => line.status !== undefined && FINAL_ORDER_STATUSES.includes(line.status));

/**
 * Reads a text/event-stream body: calls `onData` with each event's data (its `data:` lines joined), and
 * `onRetry` with the milliseconds of a `retry:` line. Resolves when the stream ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
  onRetry?: (ms: number) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onData(data.join('\n'));
      data = [];
    } else if (text.startsWith('data:')) data.push(text.slice(5).replace(/^ /, ''));
    else if (/^retry: ?\d+$/.test(text)) onRetry?.(Number(text.slice(6)));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    lines.forEach(line);
  }
  if (buffer) line(buffer);
  line('');
}

/** Polling delays after the live stream fails: 1 s, doubling, at most 15 s. */
export const pollDelay = backOff({ firstMs: 1000, maxMs: 15_000 });

export interface WatchTradeOptions {
  /** Opens the live stream (fetch with the request headers; EventSource cannot send KEY). */
  stream: (signal: AbortSignal) => Promise<Response>;
  /** One orderstatus call (through the request client and its status rules). */
  poll: (signal: AbortSignal) => Promise<TradeBody>;
  onTrade: (trade: TradeBody) => void;
  signal: AbortSignal;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** A live stream that ended early is opened again after its retry hint, within these bounds. */
export const REOPEN = { defaultMs: 1000, maxMs: 5000, times: 10 };

/**
 * Follows a trade until it settles: the live stream first. A stream that ends early or breaks after it
 * delivered the trade (its server process drained or died) is opened again after its `retry:` hint, and
 * the proxy sends it to a process still serving; one that delivers nothing (offline, refused, not a
 * stream) hands over to orderstatus polling with back-off (a failed poll waits longer, a change resets
 * the wait). Stops on abort.
 */
export async function watchTrade({ stream, poll, onTrade, signal, wait = sleep }: WatchTradeOptions) {
  let settled = false;
  const take = (trade: TradeBody) => {
    onTrade(trade);
    settled = isTradeSettled(trade);
  };
  for (let opened = 0; opened <= REOPEN.times && !settled && !signal.aborted; opened++) {
    let delivered = false;
    let retryMs = REOPEN.defaultMs;
    try {
      const response = await stream(signal);
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && response.body && type.includes('text/event-stream')) {
        await readEventStream(
          response.body,
          (data) => {
            try {
              take(JSON.parse(data) as TradeBody);
              delivered = true;
            } catch {
              // A line that is not a trade (a comment, a keep-alive) changes nothing.
            }
          },
          (ms) => (retryMs = ms),
        );
      }
    } catch {
      // The stream failed (offline, proxy, server gone): opened again if it had worked, else polling.
    }
    if (!delivered || settled || signal.aborted) break;
    await wait(Math.min(retryMs, REOPEN.maxMs), signal);
  }
  let attempt = 0;
  let last = '';
  while (!settled && !signal.aborted) {
    try {
      const trade = await poll(signal);
      const seen = JSON.stringify(trade);
      attempt = seen === last ? attempt + 1 : 0;
      last = seen;
      take(trade);
    } catch (error) {
      if (signal.aborted) return;
      // A refusal the status rules handled (e.g. '110') will not mend by asking again.
      if ((error as { handled?: boolean }).handled) return;
      attempt += 1;
    }
    if (!settled) await wait(pollDelay(attempt), signal);
  }
}
