import { constants, inflateSync } from 'node:zlib';
import { isRegular, isWhite, PdfLexer, type PdfToken } from './pdf-lexer';
import {
  directInteger,
  hasPredictor,
  isFlate,
  isGoTo,
  isInteger,
  isObjectStream,
  type DictToken,
} from './pdf-stream-dict';

/** What an upload's answer says of a PDF refused here (decision 0236). */
export const PDF_MESSAGES = {
  activeContent: 'PDFs with scripts, actions, attached files or forms are not accepted',
  unchecked: 'PDFs that are encrypted, or packed in a way that cannot be checked for scripts, are not accepted',
} as const;

/**
 * Names that make a PDF do something rather than show something: scripts, actions on opening or on
 * events, launching programs, attached files, Flash and XFA forms. An `/OpenAction` that only opens a
 * page of the document is let through: a destination (an array, as LibreOffice writes it) or a /GoTo
 * action (as pdfTeX writes it), in place or in every version of the object it refers to.
 */
const ACTIVE = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'XFA']);
const isActive = (name: string) => ACTIVE.has(name) || name.startsWith('RichMedia');

/** Bytes inflated from object streams in all; tokens read per byte of the file: past these, unchecked. */
const INFLATE_BUDGET = 16 * 1024 * 1024;
const TOKENS_PER_BYTE = 4;
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const OBJ = ascii('obj');
const ENDSTREAM = ascii('endstream');

export type PdfVerdict = { kind: 'active'; name: string } | { kind: 'unchecked'; why: string };
class Stop extends Error {
  constructor(readonly verdict: PdfVerdict) {
    super(verdict.kind);
  }
}
const active = (name: string) => new Stop({ kind: 'active', name });

/**
 * Whether a PDF carries active content, read as a reader would find its objects: from every `obj`
 * keyword in the file (wherever it stands, even inside another stream's data, since a cross-reference
 * entry may point anywhere), one object's tokens each, strings and comments skipped, names decoded
 * (`/J#61vaScript` is `/JavaScript`); and the objects packed in object streams, inflated (at most
 * INFLATE_BUDGET in all) and read whole. An object stream that cannot be read (encrypted, a filter
 * other than Flate, a predictor, broken data) makes the file unchecked. Null: nothing found.
 */
export function pdfActiveContent(bytes: Uint8Array): PdfVerdict | null {
  const scan = new Scan(bytes);
  try {
    for (let at = indexOf(bytes, OBJ, 0); at >= 0; at = indexOf(bytes, OBJ, at + 3)) {
      const start = objectStart(bytes, at);
      if (start >= 0) scan.object(objectNumber(bytes, at), start);
    }
  } catch (e) {
    if (e instanceof Stop) return e.verdict;
    throw e;
  }
  for (const target of scan.openActionTargets) {
    const kinds = scan.kinds.get(target);
    if (!kinds || [...kinds].some((k) => k === 'other')) return { kind: 'active', name: 'OpenAction' };
  }
  return null;
}

/** The refusal for a PDF upload, or null to accept it. */
export function pdfProblem(bytes: Uint8Array): string | null {
  const verdict = pdfActiveContent(bytes);
  if (!verdict) return null;
  return verdict.kind === 'active' ? PDF_MESSAGES.activeContent : PDF_MESSAGES.unchecked;
}

function indexOf(bytes: Uint8Array, sig: readonly number[], from: number): number {
  for (let i = bytes.indexOf(sig[0]!, from); i >= 0; i = bytes.indexOf(sig[0]!, i + 1))
    if (sig.every((b, k) => bytes[i + k] === b)) return i;
  return -1;
}

/** After the keyword `obj` at `at` (a word of its own, or `obj1234` as some writers spell it): its value's start. */
function objectStart(bytes: Uint8Array, at: number): number {
  if (at > 0 && isRegular(bytes[at - 1])) return -1;
  let end = at + 3;
  while (bytes[end] !== undefined && bytes[end]! >= 0x30 && bytes[end]! <= 0x39) end++;
  return isRegular(bytes[end]) ? -1 : end;
}

/** The object number before `obj` at `at` (`12 0 obj`), or null when it is not written plainly. */
function objectNumber(bytes: Uint8Array, at: number): number | null {
  const digit = (i: number) => bytes[i]! >= 0x30 && bytes[i]! <= 0x39;
  const white = (i: number) => i >= 0 && isWhite(bytes[i]!);
  let i = at - 1;
  if (!white(i)) return null;
  while (white(i)) i--;
  const genEnd = i;
  while (i >= 0 && digit(i)) i--;
  if (i === genEnd || !white(i)) return null;
  while (white(i)) i--;
  const numEnd = i;
  while (i >= 0 && digit(i) && numEnd - i < 9) i--;
  if (i === numEnd || (i >= 0 && isRegular(bytes[i]))) return null;
  let num = 0;
  for (let k = i + 1; k <= numEnd; k++) num = num * 10 + bytes[k]! - 0x30;
  return num;
}

/** What an object is, for an /OpenAction naming it: a destination, a /GoTo action, or anything else. */
type ValueKind = 'destination' | 'goto' | 'other';

class Scan {
  private inflated = 0;
  private tokens = 0;
  private readonly tokenBudget: number;
  /** Objects an `/OpenAction` refers to; what each object number is, in every version of it. */
  readonly openActionTargets = new Set<number>();
  readonly kinds = new Map<number, Set<ValueKind>>();

  constructor(private readonly bytes: Uint8Array) {
    this.tokenBudget = TOKENS_PER_BYTE * bytes.length + 2 * INFLATE_BUDGET + 1_000_000;
  }

  /**
   * `lexer`'s tokens, every name checked, until `done` says the value is over (or the end); those of
   * depth 1 and more kept in `dict`. After `/OpenAction` comes `[`, `<< … /S /GoTo … >>`, or `n g R`
   * (checked at the end), else the file is active.
   */
  private read(lexer: PdfLexer, done: (depth: number) => boolean, dict?: DictToken[]): PdfToken | null {
    let depth = 0;
    /** 1 after /OpenAction; 2 and 3 after the first and second numbers of `n g R`. */
    let open = 0;
    let target = 0;
    /** The depth of an /OpenAction's own dictionary while it is read (0: none), and whether it is a /GoTo. */
    let action = 0;
    let goTo = false;
    let previous: PdfToken | null = null;
    let first: PdfToken | null = null;
    for (let t = lexer.next(); t; t = lexer.next()) {
      first ??= t;
      if (++this.tokens > this.tokenBudget) throw new Stop({ kind: 'unchecked', why: 'too many tokens' });
      if (open === 1 && (t.kind === '[' || t.kind === '<<')) {
        [open, action, goTo] = [0, t.kind === '<<' ? depth + 1 : 0, false];
      } else if (open === 1 || open === 2) {
        if (!isInteger(t)) throw active('OpenAction');
        if (open === 1) target = Number(t.value);
        open++;
      } else if (open === 3) {
        if (!(t.kind === 'word' && t.value === 'R')) throw active('OpenAction');
        this.openActionTargets.add(target);
        open = 0;
      } else if (t.kind === 'name' && isActive(t.value)) {
        if (t.value !== 'OpenAction') throw active(t.value);
        open = 1;
      }
      if (t.kind === '<<' || t.kind === '[') depth++;
      if (t.kind === '>>' || t.kind === ']') depth--;
      if (action && depth === action && t.kind === 'name' && t.value === 'GoTo' && previous?.kind === 'name')
        goTo ||= previous.value === 'S';
      if (action && depth < action) {
        if (!goTo) throw active('OpenAction');
        action = 0;
      }
      if (dict && depth >= 1 && dict.length < 512) dict.push({ t, depth });
      previous = t;
      if (done(depth)) break;
    }
    if (open !== 0 || action !== 0) throw active('OpenAction');
    return first;
  }

  /** One value read from `start` (checked), and what it is for an /OpenAction naming object `num`. */
  private value(bytes: Uint8Array, start: number, num: number | null) {
    const lexer = new PdfLexer(bytes, start);
    const dict: DictToken[] = [];
    const first = this.read(lexer, (depth) => depth <= 0, dict)?.kind;
    if (num !== null) {
      const kind: ValueKind = first === '[' ? 'destination' : first === '<<' && isGoTo(dict) ? 'goto' : 'other';
      this.kinds.set(num, (this.kinds.get(num) ?? new Set<ValueKind>()).add(kind));
    }
    return { lexer, dict };
  }

  /** One object: its value (a scalar, or a dictionary or array to its close), then its stream if any. */
  object(num: number | null, start: number) {
    const { lexer, dict } = this.value(this.bytes, start, num);
    const next = lexer.next();
    if (next?.kind === 'word' && next.value === 'stream' && isObjectStream(dict)) this.objectStream(lexer.pos, dict);
  }

  /** An object stream's objects: its data inflated (or as it is, unfiltered), each object, then all of it. */
  private objectStream(keywordEnd: number, dict: DictToken[]) {
    const b = this.bytes;
    let start = keywordEnd;
    if (b[start] === 0x0d) start++;
    if (b[start] === 0x0a) start++;
    const flate = isFlate(dict);
    if (flate === null || hasPredictor(dict)) throw new Stop({ kind: 'unchecked', why: 'filter' });
    let data: Uint8Array;
    if (!flate) {
      // Unfiltered: as far as /Length or the first `endstream`, whichever is further (readers use either).
      const length = directInteger(dict, 'Length');
      const found = indexOf(b, ENDSTREAM, start);
      data = b.subarray(start, Math.max(length === null ? 0 : start + length, found < 0 ? b.length : found));
    } else {
      // A deflate stream ends itself: given every byte after `stream`, zlib stops where any reader would.
      try {
        data = inflateSync(b.subarray(start), {
          maxOutputLength: Math.max(1, INFLATE_BUDGET - this.inflated),
          finishFlush: constants.Z_SYNC_FLUSH,
        });
      } catch {
        throw new Stop({ kind: 'unchecked', why: 'inflate' });
      }
      this.inflated += data.length;
    }
    // Its header: object number and offset pairs, the offsets counted from /First.
    const first = directInteger(dict, 'First');
    const count = directInteger(dict, 'N') ?? 0;
    const header = new PdfLexer(data, 0);
    for (let i = 0; first !== null && i < count; i++) {
      const [num, offset] = [header.next(), header.next()];
      if (!isInteger(num) || !isInteger(offset)) break;
      this.value(data, first + Number(offset.value), Number(num.value));
    }
    this.read(new PdfLexer(data, 0), () => false);
  }
}
