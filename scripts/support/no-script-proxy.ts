import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * The page without its JavaScript: every `<script>` element (the entry, the data blocks) and every
 * `<link rel="modulepreload">` taken out, everything else as the server wrote it.
 */
const withoutScripts = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');

/**
 * A proxy on `port` in front of the server on `upstream`: HTML pages come back without their scripts
 * (gzip, as the server would compress them), every other answer untouched. The floor of a page: what
 * the same server HTML paints when no JavaScript runs.
 */
export async function startNoScriptProxy(port: number, upstream: number): Promise<Server> {
  const server = createServer((req, res) => {
    const html = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const headers: IncomingHttpHeaders = { ...req.headers, ...(html ? { 'accept-encoding': 'identity' } : {}) };
    const out = request({ host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      if (!html || !type.includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => {
        const body = gzipSync(withoutScripts(Buffer.concat(parts).toString('utf8')));
        const { etag: _etag, 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-encoding': 'gzip', 'content-length': body.length });
        res.end(body);
      });
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
