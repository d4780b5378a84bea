import type { PdfToken } from './pdf-lexer';

/** A token of a stream's dictionary and the depth it stands at (1: the dictionary's own keys and values). */
export interface DictToken {
  t: PdfToken;
  depth: number;
}

export const isInteger = (t: PdfToken | null | undefined): t is { kind: 'word'; value: string } =>
  t?.kind === 'word' && /^\d{1,9}$/.test(t.value);

const isName = (t: PdfToken | undefined, value: string) => t?.kind === 'name' && t.value === value;
const keyAt = (dict: readonly DictToken[], key: string) => dict.findIndex((d) => d.depth === 1 && isName(d.t, key));

/** `/Type /ObjStm`, or the `/N` and `/First` keys readers need to read one. */
export function isObjectStream(dict: readonly DictToken[]): boolean {
  return dict.some((d) => isName(d.t, 'ObjStm')) || (keyAt(dict, 'N') >= 0 && keyAt(dict, 'First') >= 0);
}

/** An action whose type is /GoTo (a page of this document): `/S /GoTo` among the dictionary's own entries. */
export const isGoTo = (dict: readonly DictToken[]) =>
  dict.some((d, i) => d.depth === 1 && isName(d.t, 'S') && dict[i + 1]?.depth === 1 && isName(dict[i + 1]!.t, 'GoTo'));

/** Whether the stream is Flate-compressed (false: unfiltered), or null when it is anything else. */
export function isFlate(dict: readonly DictToken[]): boolean | null {
  const at = keyAt(dict, 'Filter');
  if (at < 0) return false;
  const flate = (t: PdfToken | undefined) => isName(t, 'FlateDecode') || isName(t, 'Fl');
  const value = dict[at + 1]?.t;
  if (flate(value)) return true;
  // [/FlateDecode] alone; a chain of filters or anything else is not read here.
  return value?.kind === '[' && flate(dict[at + 2]?.t) && dict[at + 3]?.t.kind === ']' ? true : null;
}

/** A /Predictor other than 1 anywhere in the dictionary (in /DecodeParms): the bytes are not the objects. */
export const hasPredictor = (dict: readonly DictToken[]) =>
  dict.some(
    (d, i) =>
      isName(d.t, 'Predictor') &&
      !(dict[i + 1]?.t.kind === 'word' && (dict[i + 1]!.t as { value: string }).value === '1'),
  );

/** `/Key n` given in the dictionary (not `/Key n 0 R`), or null. */
export function directInteger(dict: readonly DictToken[], key: string): number | null {
  const at = keyAt(dict, key);
  const [n, gen, r] = [dict[at + 1]?.t, dict[at + 2]?.t, dict[at + 3]?.t];
  if (at < 0 || !isInteger(n)) return null;
  if (isInteger(gen) && r?.kind === 'word' && r.value === 'R') return null;
  return Number(n.value);
}
