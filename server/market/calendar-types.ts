import type { IsoDate } from './ist';

/** A weekday on which the exchange's normal market is closed (docs/market-data.md lists the sources). */
export interface ExchangeHoliday {
  date: IsoDate;
  name: string;
  /** Not yet published by the exchange: an estimate from the festival calendar, to be replaced. */
  provisional?: true;
}

export type SpecialSessionKind = 'muhurat' | 'budget' | 'special';

/** A session outside the regular pattern: Muhurat trading on Diwali, a weekend Budget day, a make-up day. */
export interface SpecialSession {
  date: IsoDate;
  kind: SpecialSessionKind;
  /** Normal-market open and close, IST 'HH:MM'. */
  open: string;
  close: string;
  name: string;
  provisional?: true;
}
