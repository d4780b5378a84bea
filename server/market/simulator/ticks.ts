/** Prices in rupees to whole paise, on a tick of ₹0.01 or ₹0.05 (or any whole number of paise). */
/** Guards floor and ceil against a price a hair off its tick from binary fractions (1234.55 / 0.05). */
const EPS = 1e-7;
import { roundToPaisa } from '#contract/money/paise';

export const roundToTick = (price: number, tick: number) => roundToPaisa(Math.round(price / tick) * tick);
export const floorToTick = (price: number, tick: number) => roundToPaisa(Math.floor(price / tick + EPS) * tick);
export const ceilToTick = (price: number, tick: number) => roundToPaisa(Math.ceil(price / tick - EPS) * tick);

/** Whether a price sits on its tick (to the paisa). */
export function isOnTick(price: number, tick: number): boolean {
  const paise = Math.round(price * 100);
  return Math.abs(price * 100 - paise) < 1e-6 && paise % Math.round(tick * 100) === 0;
}
