import { log } from '../log';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** What a client is told to wait before it reconnects a stream the drain ended (milliseconds). */
export const DRAIN_RETRY_MS = 1000;

/** The answer with `Connection: close`, so the client's next request opens a connection elsewhere. */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // Immutable headers (Response.redirect): a copy has its own.
    const copy = new Response(response.body, response);
    copy.headers.set('connection', 'close');
    return copy;
  }
}

/**
 * The requests this process is answering, and the drain that ends them well (docs/deploy.md,
 * "Draining"): once `start()` is called, answers say `Connection: close`, and every server-sent
 * event stream gets a `retry:` hint and ends, so its client reconnects, through the proxy, to
 * another process. `idle()` resolves when no request is left in flight.
 */
export class RequestDrain {
  #inFlight = 0;
  #draining = false;
  #streams = new Set<() => void>();
  #waiters: (() => void)[] = [];

  get draining(): boolean {
    return this.#draining;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** `fetch` with its requests counted while they run, and its event streams ended by the drain. */
  wrap(fetch: Fetch): Fetch {
    return async (request, env) => {
      this.#inFlight++;
      let response: Response;
      try {
        response = await fetch(request, env);
      } catch (e) {
        this.#done();
        throw e;
      }
      if (this.#draining) response = closingConnection(response);
      if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        this.#done();
        return response;
      }
      return new Response(this.#endable(response.body), response);
    };
  }

  /** Starts the drain: streams end now; requests already running go on to their answer. */
  start(): void {
    if (this.#draining) return;
    this.#draining = true;
    log.info('draining', { inFlight: this.#inFlight, streams: this.#streams.size });
    for (const end of [...this.#streams]) end();
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  #done() {
    this.#inFlight--;
    if (this.#inFlight === 0) for (const resolve of this.#waiters.splice(0)) resolve();
  }

  /** The stream's body, ended by the drain with a retry hint (its source is cancelled: the handler stops). */
  #endable(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    let finished = false;
    let end = () => {};
    const finish = () => {
      if (finished) return;
      finished = true;
      this.#streams.delete(end);
      this.#done();
    };
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        end = () => {
          if (finished) return;
          controller.enqueue(new TextEncoder().encode(`retry: ${DRAIN_RETRY_MS}\n\n`));
          controller.close();
          void reader.cancel().catch(() => {});
          finish();
        };
        this.#streams.add(end);
        if (this.#draining) end();
      },
      pull: async (controller) => {
        if (finished) return;
        try {
          const { value, done } = await reader.read();
          if (finished) return;
          if (done) {
            controller.close();
            finish();
          } else controller.enqueue(value);
        } catch (e) {
          if (finished) return;
          controller.error(e);
          finish();
        }
      },
      cancel: async (reason) => {
        finish();
        await reader.cancel(reason).catch(() => {});
      },
    });
  }
}
