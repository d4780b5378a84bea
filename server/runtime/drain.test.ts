import { describe, expect, it } from 'vitest';
import { DRAIN_RETRY_MS, RequestDrain } from './drain';

const encoder = new TextEncoder();

/** An event stream that sends one event, then stays open until cancelled (as orderstatus/events does). */
function eventStream() {
  const seen = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode('event: trade\ndata: {}\n\n')),
    cancel: () => {
      seen.cancelled = true;
    },
  });
  return { seen, response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }) };
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe('RequestDrain', () => {
  it('ends an event stream with a retry hint, stops its source and counts it until then', async () => {
    const drain = new RequestDrain();
    const { seen, response } = eventStream();
    const answer = await drain.wrap(() => response)(new Request('http://x/events'));
    expect(drain.inFlight).toBe(1);
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: trade\ndata: {}\n\n');

    drain.start();
    const rest: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(new TextDecoder().decode(r.value));
    expect(rest.join('')).toBe(`retry: ${DRAIN_RETRY_MS}\n\n`);
    expect(seen.cancelled).toBe(true);
    expect(drain.inFlight).toBe(0);
    await expect(drain.idle()).resolves.toBeUndefined();
  });

  it('lets a request in flight finish, its answer closing the connection, and is idle only then', async () => {
    const drain = new RequestDrain();
    let answer!: (r: Response) => void;
    const slow = drain.wrap(() => new Promise<Response>((resolve) => (answer = resolve)))(new Request('http://x/'));
    drain.start();
    let idle = false;
    const idled = drain.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);

    answer(Response.redirect('http://x/elsewhere', 307));
    const response = await slow;
    expect(response.status).toBe(307);
    expect(response.headers.get('connection')).toBe('close');
    await idled;
    expect(drain.inFlight).toBe(0);
  });

  it('ends at once a stream opened while draining', async () => {
    const drain = new RequestDrain();
    drain.start();
    const { seen, response } = eventStream();
    const answer = await drain.wrap(() => response)(new Request('http://x/events'));
    expect(await readAll(answer.body!)).toBe(`retry: ${DRAIN_RETRY_MS}\n\n`);
    expect(seen.cancelled).toBe(true);
    expect(drain.inFlight).toBe(0);
  });

  it('counts a request whose handler throws as finished', async () => {
    const drain = new RequestDrain();
    await expect(drain.wrap(() => Promise.reject(new Error('boom')))(new Request('http://x/'))).rejects.toThrow('boom');
    expect(drain.inFlight).toBe(0);
  });
});
