import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetIntegrity } from './widget-integrity';

describe('widgetIntegrity', () => {
  it("is the served file's sha384, as a browser checks it, and follows a new build", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(widgetIntegrity(dist)).toBeNull();
    mkdirSync(join(dist, 'widget'));
    const file = join(dist, 'widget', 'tl-blogs.js');
    writeFileSync(file, 'console.log(1);');
    const expected = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(widgetIntegrity(dist)).toBe(expected('console.log(1);'));
    writeFileSync(file, 'console.log(22);');
    expect(widgetIntegrity(dist)).toBe(expected('console.log(22);'));
  });
});
