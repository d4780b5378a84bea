import type { Instrument } from './instrument-types';

/** At most this many answers to one search. */
export const MAX_SEARCH_RESULTS = 50;

const RANK = { exactSymbol: 0, symbolPrefix: 1, nameWord: 2 } as const;
const CAP_ORDER = { large: 0, mid: 1, small: 2 } as const;

interface Entry {
  instrument: Instrument;
  symbol: string;
  /** The symbol without '&' and '-': 'MM' finds M&M, 'BAJAJAUTO' finds BAJAJ-AUTO. */
  bareSymbol: string;
  /** ' WORD WORD …': a query matches a name word when ' ' + query occurs in it. */
  words: string;
  order: number;
}

const bare = (s: string) => s.replace(/[^A-Z0-9]/g, '');
const asWords = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
/** "Ltd." ends nearly every name: searching "lt" should find L&T's LT, not every company. */
const nameWords = (name: string) => asWords(name).replace(/ (LTD|LIMITED)\b/g, '');

/**
 * A prefix search over symbols and names, built once for an instrument list: an exact symbol ranks first,
 * then symbols starting with the query, then names with a word starting with it (several words in order,
 * "tata cons" finds Tata Consumer Products). Within a rank, large caps before smaller ones and ETFs, then
 * shorter symbols, then alphabetical.
 */
export function createInstrumentSearch(instruments: readonly Instrument[]) {
  const entries: Entry[] = instruments.map((instrument) => ({
    instrument,
    symbol: instrument.symbol,
    bareSymbol: bare(instrument.symbol),
    words: ` ${nameWords(instrument.name)}`,
    order: instrument.kind === 'stock' ? CAP_ORDER[instrument.capClass] : 3,
  }));

  return function search(query: string, limit = 10): Instrument[] {
    const q = query.trim().toUpperCase();
    const qWords = asWords(q);
    const qBare = bare(q);
    const max = Math.min(Math.max(1, Math.floor(limit) || 1), MAX_SEARCH_RESULTS);
    if (!qBare) return [];
    const hits: { entry: Entry; rank: number }[] = [];
    for (const entry of entries) {
      let rank: number | undefined;
      if (entry.symbol === q || entry.bareSymbol === qBare) rank = RANK.exactSymbol;
      else if (entry.symbol.startsWith(q) || entry.bareSymbol.startsWith(qBare)) rank = RANK.symbolPrefix;
      else if (qWords && entry.words.includes(` ${qWords}`)) rank = RANK.nameWord;
      if (rank !== undefined) hits.push({ entry, rank });
    }
    hits.sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.order - b.entry.order ||
        a.entry.symbol.length - b.entry.symbol.length ||
        (a.entry.symbol < b.entry.symbol ? -1 : 1),
    );
    return hits.slice(0, max).map((h) => h.entry.instrument);
  };
}
