import { expect } from 'vitest';
import { UPLOAD_CSP } from './served-upload';

/** An uploaded file's answer: its disposition and name, `nosniff`, and the sandboxing CSP. */
export function expectServedAsUpload(res: Response, disposition: 'attachment' | 'inline', fileName: string) {
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition}; filename="${fileName}"`));
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe(UPLOAD_CSP);
}
