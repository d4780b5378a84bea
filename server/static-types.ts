import { extname } from 'node:path';

/** What server/static.ts sends a build file as, by its extension. */
const FILE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const fileType = (path: string) => FILE_TYPES[extname(path)] ?? 'application/octet-stream';

/** Where the build keeps a file's compressed copies: beside it, by these suffixes (scripts/precompress.ts). */
export const STORED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Files of the build never sent by their own names: source maps, and the compressed copies above. */
export const NOT_SENT_BY_NAME = /\.(map|br|gz)$/;
