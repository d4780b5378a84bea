import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Subresource Integrity hash of the script this server serves (dist/widget/tl-blogs.js),
 * computed from the file itself, so the snippet on /web-widget/ always matches what a partner's
 * browser downloads. Kept until the file changes (size and mtime); null when there is no build.
 */
let kept: { key: string; integrity: string } | null = null;

export const sriOf = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export function widgetIntegrity(distDir: string): string | null {
  const file = join(distDir, 'widget', 'tl-blogs.js');
  try {
    const { size, mtimeMs } = statSync(file);
    const key = `${file} ${size} ${mtimeMs}`;
    if (kept?.key !== key) kept = { key, integrity: sriOf(readFileSync(file)) };
    return kept.integrity;
  } catch {
    return null;
  }
}
