/**
 * The fixed list of sectors: NSE's macro-economic sectors (as the NIFTY index constituent files name
 * them). Stock tables refer to a sector by its short code.
 */
export const SECTORS = {
  AUTO: 'Automobile and Auto Components',
  CAPG: 'Capital Goods',
  CHEM: 'Chemicals',
  CONS: 'Construction',
  CMAT: 'Construction Materials',
  CDUR: 'Consumer Durables',
  CSER: 'Consumer Services',
  FMCG: 'Fast Moving Consumer Goods',
  FIN: 'Financial Services',
  HLTH: 'Healthcare',
  IT: 'Information Technology',
  MEDIA: 'Media Entertainment & Publication',
  METAL: 'Metals & Mining',
  OIL: 'Oil Gas & Consumable Fuels',
  POWER: 'Power',
  REALTY: 'Realty',
  SERV: 'Services',
  TEL: 'Telecommunication',
  TEXT: 'Textiles',
} as const;

export type SectorCode = keyof typeof SECTORS;
export type Sector = (typeof SECTORS)[SectorCode];

export const SECTOR_NAMES: readonly Sector[] = Object.values(SECTORS);

export function isSectorCode(code: string): code is SectorCode {
  return Object.hasOwn(SECTORS, code);
}
