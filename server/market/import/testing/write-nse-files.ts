import type { IsoDate } from '../../ist';
import type { DailyBar } from '../../market-data';

const BHAVCOPY_HEADER =
  'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,' +
  'OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,' +
  'ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4';
const INDEX_HEADER =
  'Index Name,Index Date,Open Index Value,High Index Value,Low Index Value,Closing Index Value,' +
  'Points Change,Change(%),Volume,Turnover (Rs. Cr.),P/E,P/B,Div Yield';

const fixed = (x: number) => x.toFixed(2);

/** A day's common bhavcopy in the UDiFF layout, one EQ row per symbol (the columns the import ignores filled believably). */
export function bhavcopyText(date: IsoDate, bars: readonly (DailyBar & { symbol: string; isin: string })[]): string {
  const rows = bars.map((b, i) => {
    const cells = [date, date, 'CM', 'NSE', 'STK', String(1000 + i), b.isin, b.symbol, 'EQ', '', '', '', '', b.symbol];
    cells.push(fixed(b.open), fixed(b.high), fixed(b.low), fixed(b.close), fixed(b.close), fixed(b.open), '');
    cells.push(fixed(b.close), '', '', String(b.volume), fixed(b.volume * b.close), '1', 'F1', '1', '', '', '', '', '');
    return cells.join(',');
  });
  return [BHAVCOPY_HEADER, ...rows, ''].join('\n');
}

/** A day's index closes in ind_close_all's layout (dates DD-MM-YYYY). */
export function indexClosesText(date: IsoDate, bars: readonly (DailyBar & { name: string })[]): string {
  const day = `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
  const rows = bars.map((b) =>
    [
      b.name,
      day,
      fixed(b.open),
      fixed(b.high),
      fixed(b.low),
      fixed(b.close),
      '0',
      '0',
      String(b.volume),
      '0',
      '-',
      '-',
      '-',
    ].join(','),
  );
  return [INDEX_HEADER, ...rows, ''].join('\n');
}
