import { SHEET_MESSAGES as M, type SheetRefusal } from '#contract/rebalance-sheets/types';
import { checkTarget, readSheetRow, sortRefusals, type SheetRowCells } from './rules/sheet-rules';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import type { SheetRow } from '../spreadsheets/sheet-rows';
import {
  activeInvestments,
  basketsOf,
  clientsOf,
  type SheetBasket,
  type SheetClient,
  type SheetScope,
} from './sheet-lookups';

/** One stock's weight for one investment, from the sheet row that set it. */
export interface TargetLine {
  investmentId: number;
  symbol: string;
  hundredths: number;
  row: number;
}

export interface CheckedSheet {
  refusals: SheetRefusal[];
  lines: TargetLine[];
  /** Investments that get a target. */
  targets: number;
}

/** A row once looked up: the client and basket it names (when they were found) and the listed symbol. */
interface Resolved extends SheetRowCells {
  user: SheetClient | null;
  basketRow: SheetBasket | null;
  listed: string | null;
}

function resolveClient(r: SheetRowCells, clients: readonly SheetClient[]): SheetClient | SheetRefusal | null {
  if (!r.client) return null;
  const { kind, value } = r.client;
  const found = clients.filter((c) => (kind === 'email' ? c.email === value : c.pan === value));
  if (found.length === 1) return found[0]!;
  return { row: r.row, field: 'client', reason: found.length === 0 ? M.notYourClient : M.panShared };
}

const isRefusal = (v: unknown): v is SheetRefusal => typeof v === 'object' && v !== null && 'reason' in v;

/**
 * Every data row checked (docs/rebalance-from-sheet.md): the row's own cells, then the client (one
 * of the adviser's), the basket (theirs, by id or name), the client's active investment in it, the
 * symbol (a listed NSE instrument); rows grouped by client and basket into targets, each checked
 * whole (checkTarget). A good target gives one line per stock for each investment the client holds
 * the basket through (one per broker). Four queries whatever the number of rows.
 */
export async function checkSheet(
  db: Queryable,
  market: MarketData,
  scope: SheetScope,
  rows: readonly SheetRow[],
): Promise<CheckedSheet> {
  const cells = rows.map((r) => readSheetRow(r.row, r.cells));
  const keys = cells.flatMap((c) => (c.client ? [c.client] : []));
  const [clients, baskets] = await Promise.all([
    clientsOf(
      db,
      scope,
      [...new Set(keys.filter((k) => k.kind === 'email').map((k) => k.value))],
      [...new Set(keys.filter((k) => k.kind === 'pan').map((k) => k.value))],
    ),
    basketsOf(db, scope.adviserUserId),
  ]);
  const byHash = new Map(baskets.map((b) => [b.hash, b]));
  const byName = new Map(baskets.map((b) => [b.name.trim().toLowerCase(), b]));
  const refusals: SheetRefusal[] = cells.flatMap((c) => c.refusals);

  const resolved: Resolved[] = cells.map((c) => {
    const client = resolveClient(c, clients);
    if (isRefusal(client)) refusals.push(client);
    const basketRow = c.basket ? (byHash.get(c.basket) ?? byName.get(c.basket.toLowerCase()) ?? null) : null;
    if (c.basket && !basketRow) refusals.push({ row: c.row, field: 'basket', reason: M.noSuchBasket });
    const listed = c.symbol ? (market.instrument(c.symbol)?.symbol ?? null) : null;
    if (c.symbol && !listed) refusals.push({ row: c.row, field: 'symbol', reason: M.unknownSymbol });
    return { ...c, user: isRefusal(client) ? null : client, basketRow, listed };
  });

  const investments = await activeInvestments(
    db,
    scope.brandId,
    [...new Set(resolved.flatMap((r) => (r.user ? [r.user.userId] : [])))],
    [...new Set(resolved.flatMap((r) => (r.basketRow ? [r.basketRow.id] : [])))],
  );
  const heldBy = new Map<string, number[]>();
  for (const i of investments) {
    const key = `${i.userId}|${i.basketId}`;
    const ids = heldBy.get(key);
    if (ids) ids.push(i.id);
    else heldBy.set(key, [i.id]);
  }
  const held = (r: Resolved) => (r.user && r.basketRow ? (heldBy.get(`${r.user.userId}|${r.basketRow.id}`) ?? []) : []);
  for (const r of resolved) {
    if (r.user && r.basketRow && held(r).length === 0)
      refusals.push({ row: r.row, field: 'basket', reason: M.notInvested });
  }

  // Targets: rows of one client and one basket, however each was written (email or PAN, name or id).
  const groups = new Map<string, Resolved[]>();
  for (const r of resolved) {
    if (!r.client || !r.basket) continue;
    const key = `${r.user ? `u${r.user.userId}` : `k${r.client.value}`}|${r.basketRow ? `b${r.basketRow.id}` : `n${r.basket.toLowerCase()}`}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const refusedRows = new Set(refusals.map((r) => r.row));
  const lines: TargetLine[] = [];
  let targets = 0;
  for (const group of groups.values()) {
    const more = checkTarget(
      group.map((r) => ({
        row: r.row,
        symbol: r.listed ?? r.symbol,
        hundredths: r.hundredths,
        refused: refusedRows.has(r.row),
      })),
    );
    refusals.push(...more);
    if (more.length > 0 || group.some((r) => refusedRows.has(r.row))) continue;
    const ids = held(group[0]!);
    targets += ids.length;
    for (const investmentId of ids) {
      for (const r of group) lines.push({ investmentId, symbol: r.listed!, hundredths: r.hundredths!, row: r.row });
    }
  }
  return { refusals: sortRefusals(refusals), lines, targets };
}
