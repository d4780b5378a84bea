/** Input rules of the blog routes (docs/api.md, "Blog"). Every failure names its field. */

/** Postgres `integer` ids: anything larger can never match a row. */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 10_000;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 50;
export const MAX_LIKE_STATUS_IDS = 100;
export const MAX_COMMENT_CHARS = 2000;

export const commentMessages = {
  empty: 'Please enter comment',
  invalid: 'Please enter valid comment',
  tooLong: `Comment must be ${MAX_COMMENT_CHARS} characters or fewer`,
} as const;

export type Errors = Record<string, string>;

/** Collects the first problem of each field; `ok()` is true when there is none. */
export class Checker {
  readonly errors: Errors = {};

  ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** One line for head.message: every field's problem. */
  message(): string {
    return Object.values(this.errors).join(' ');
  }

  fail(field: string, message: string): undefined {
    this.errors[field] ??= message;
    return undefined;
  }

  /**
   * A whole number from min to max, written as digits only ('1.5', '1e9', '-3', ' 7' are refused).
   * Missing (undefined, null or '') gives `fallback`, or an error when there is none.
   */
  int(field: string, raw: unknown, { min, max, fallback }: { min: number; max: number; fallback?: number }) {
    if (raw === undefined || raw === null || raw === '') {
      return fallback ?? this.fail(field, `${field} is required.`);
    }
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      return this.fail(field, `${field} must be a whole number from ${min} to ${max}.`);
    }
    return value;
  }

  id(field: string, raw: unknown): number | undefined {
    return this.int(field, raw, { min: 1, max: MAX_ID });
  }

  page(raw: unknown, min = 1): number | undefined {
    return this.int('pageNumber', raw, { min, max: MAX_PAGE, fallback: min });
  }

  perPage(raw: unknown): number | undefined {
    return this.int('perPageCount', raw, { min: 1, max: MAX_PER_PAGE, fallback: DEFAULT_PER_PAGE });
  }

  /** A comma-separated list of post ids, e.g. '12,15,40' (at most 100, duplicates dropped). */
  idList(field: string, raw: unknown): number[] | undefined {
    const message = `${field} must be a comma-separated list of 1 to ${MAX_LIKE_STATUS_IDS} post ids, e.g. 12,15,40.`;
    if (typeof raw !== 'string' || raw.trim() === '') return this.fail(field, message);
    const parts = raw.split(',').map((p) => p.trim());
    if (parts.length > MAX_LIKE_STATUS_IDS) return this.fail(field, message);
    const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
    if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > MAX_ID)) return this.fail(field, message);
    return [...new Set(ids)];
  }

  /** Comment text: trimmed plain text, 1–2000 characters, no NUL or other control characters but newlines and tabs. */
  comment(raw: unknown): string | undefined {
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      return this.fail('commentText', commentMessages.invalid);
    }
    const text = (raw ?? '').replace(/\r\n?/g, '\n').trim();
    if (text === '') return this.fail('commentText', commentMessages.empty);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) || /\p{Cs}/u.test(text)) {
      return this.fail('commentText', commentMessages.invalid);
    }
    if ([...text].length > MAX_COMMENT_CHARS) return this.fail('commentText', commentMessages.tooLong);
    return text;
  }
}
