/**
 * A PDF token (ISO 32000-1, 7.2): a name (its #xx escapes decoded), a dictionary or array bracket, a
 * string (its text is of no interest here), or a word (a number or a keyword such as `obj`, `R`,
 * `stream`; at most 32 characters kept).
 */
export type PdfToken =
  { kind: 'name'; value: string } | { kind: '<<' | '>>' | '[' | ']' | 'string' } | { kind: 'word'; value: string };

/** Each byte's class (ISO 32000-1, 7.2.2): 1 whitespace, 2 delimiter — ( ) < > [ ] { } / % — else 0, regular. */
const CLASS = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[b] = 1;
for (const b of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) CLASS[b] = 2;
export const isWhite = (b: number) => CLASS[b] === 1;
export const isRegular = (b: number | undefined) => b !== undefined && CLASS[b] === 0;
const hex = (b: number | undefined) =>
  b === undefined
    ? -1
    : b >= 0x30 && b <= 0x39
      ? b - 0x30
      : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
        ? (b | 0x20) - 87
        : -1;

/** Reads tokens from `pos` on, skipping whitespace and comments, as a PDF reader's lexer does. */
export class PdfLexer {
  constructor(
    private readonly bytes: Uint8Array,
    public pos: number,
  ) {}

  /** The next token, or null at the end. */
  next(): PdfToken | null {
    const b = this.bytes;
    for (;;) {
      while (this.pos < b.length && CLASS[b[this.pos]!] === 1) this.pos++;
      if (b[this.pos] !== 0x25) break;
      while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
    }
    if (this.pos >= b.length) return null;
    const c = b[this.pos]!;
    if (c === 0x2f) return { kind: 'name', value: this.name() };
    if (c === 0x28) return this.literalString();
    if (c === 0x3c && b[this.pos + 1] === 0x3c) return ((this.pos += 2), { kind: '<<' });
    if (c === 0x3e && b[this.pos + 1] === 0x3e) return ((this.pos += 2), { kind: '>>' });
    if (c === 0x3c) {
      const end = b.indexOf(0x3e, this.pos);
      this.pos = end < 0 ? b.length : end + 1;
      return { kind: 'string' };
    }
    this.pos++;
    if (c === 0x5b) return { kind: '[' };
    if (c === 0x5d) return { kind: ']' };
    // A stray ')', '>', '{' or '}': a one-byte word, as readers skip it.
    if (!isRegular(c)) return { kind: 'word', value: String.fromCharCode(c) };
    let word = String.fromCharCode(c);
    for (; this.pos < b.length && CLASS[b[this.pos]!] === 0; this.pos++)
      if (word.length < 32) word += String.fromCharCode(b[this.pos]!);
    return { kind: 'word', value: word };
  }

  /** `/Name` with its #xx escapes decoded ('#' not followed by two hex digits stays '#'), at most 127 bytes. */
  private name(): string {
    const b = this.bytes;
    let out = '';
    for (this.pos++; this.pos < b.length && CLASS[b[this.pos]!] === 0; this.pos++) {
      let c = b[this.pos]!;
      const hi = c === 0x23 ? hex(b[this.pos + 1]) : -1;
      const lo = hi >= 0 ? hex(b[this.pos + 2]) : -1;
      if (lo >= 0) {
        c = hi * 16 + lo;
        this.pos += 2;
      }
      if (out.length < 127) out += String.fromCharCode(c);
    }
    return out;
  }

  /** `( … )`: balanced parentheses, a backslash escapes the next byte. To the end if unbalanced. */
  private literalString(): PdfToken {
    const b = this.bytes;
    let depth = 0;
    for (; this.pos < b.length; this.pos++) {
      const c = b[this.pos];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
    }
    this.pos++;
    return { kind: 'string' };
  }
}
