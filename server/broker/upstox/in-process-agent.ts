import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import type { FetchLike } from '../../http/fetch-like';

/** One end of an in-memory connection: what is written to it is read from its twin. */
class Half extends Duplex {
  twin!: Half;
  remoteAddress = '127.0.0.1';
  remotePort = 0;
  override _read() {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (e?: Error | null) => void) {
    this.twin.push(chunk);
    done();
  }
  override _final(done: () => void) {
    this.twin.push(null);
    done();
  }
  override _destroy(error: Error | null, done: (e: Error | null) => void) {
    if (!this.twin.readableEnded) this.twin.push(null);
    done(error);
  }
  // What Node's HTTP client and server ask of a socket; an in-memory one has nothing to tune.
  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
}

function pair(): [Half, Half] {
  const a = new Half();
  const b = new Half();
  a.twin = b;
  b.twin = a;
  return [a, b];
}

/** Node's HTTP server parsing the request, the app's fetch answering it. */
function listener(fetch: FetchLike) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) for (const one of v) headers.append(k, one);
      }
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const method = req.method ?? 'GET';
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
        method,
        headers,
        ...(body && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
      });
      Promise.resolve(fetch(request))
        .then(async (answer) => {
          const out = Buffer.from(await answer.arrayBuffer());
          const head: Record<string, string> = {};
          answer.headers.forEach((v, k) => (head[k] = v));
          res.writeHead(answer.status, { ...head, 'content-length': String(out.length) });
          res.end(out);
        })
        .catch((e: unknown) => res.destroy(e instanceof Error ? e : new Error(String(e))));
    });
  };
}

/**
 * An HTTP agent whose connections are in memory and answered by `fetch` (the app's own, where the
 * simulated broker runs in this process: decision 0269). The official client's HTTP library writes
 * its requests and reads its answers exactly as over a socket, Node's own HTTP parser on both ends;
 * only the socket is not a network one. Never used in production, where the client speaks HTTPS.
 */
export function inProcessAgent(fetch: FetchLike): Agent {
  const server = createServer(listener(fetch));
  class InProcessAgent extends Agent {
    override createConnection() {
      const [client, serverSide] = pair();
      server.emit('connection', serverSide);
      return client as unknown as ReturnType<Agent['createConnection']>;
    }
  }
  return new InProcessAgent({ keepAlive: false });
}
