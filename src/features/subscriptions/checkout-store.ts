import { tabStorage } from '#src/lib/html/embedding';

/**
 * What the checkout keeps in sessionStorage, per plan: the page to return to after paying, the client
 * key of the payment being made (kept across retries so the server makes one transaction), the discount
 * code, and the details typed so far. It survives the login prompt, a reload, going offline and the trip
 * to the hosted checkout; it is gone when the tab closes.
 */
export interface CheckoutMemory {
  from?: string;
  clientKey?: string;
  code?: string;
  transaction?: string;
  /** A dealer's payment link token (docs/dealer.md): Pay then pays the link. */
  link?: string;
  draft?: Record<string, string>;
}

const PREFIX = 'subscribe-checkout:';
const LAST = 'subscribe-checkout:last';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v.length <= 2048 ? v : undefined);

/** Reads back only what has the expected shape: storage is another program's to change. */
function parse(raw: string | null): CheckoutMemory {
  let v: unknown;
  try {
    v = raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
  if (!isRecord(v)) return {};
  const draft = isRecord(v.draft)
    ? Object.fromEntries(Object.entries(v.draft).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;
  const from = str(v.from);
  const memory: CheckoutMemory = {};
  if (from && /^\/(?![/\\])/.test(from)) memory.from = from;
  for (const k of ['clientKey', 'code', 'transaction', 'link'] as const) {
    const s = str(v[k]);
    if (s) memory[k] = s;
  }
  if (draft) memory.draft = draft;
  return memory;
}

export function loadCheckout(plan: number): CheckoutMemory {
  try {
    return parse(tabStorage()?.getItem(PREFIX + plan) ?? null);
  } catch {
    return {};
  }
}

export function saveCheckout(plan: number, change: Partial<CheckoutMemory>): CheckoutMemory {
  const next = { ...loadCheckout(plan), ...change };
  try {
    tabStorage()?.setItem(PREFIX + plan, JSON.stringify(next));
    tabStorage()?.setItem(LAST, String(plan));
  } catch {
    // Storage full or blocked: the checkout keeps its state in memory for this visit.
  }
  return next;
}

/** The checkout that sent the browser to pay most recently (the status page's way back). */
export function lastCheckout(): { plan: number; memory: CheckoutMemory } | null {
  const plan = Number(tabStorage()?.getItem(LAST) ?? NaN);
  return Number.isInteger(plan) && plan > 0 ? { plan, memory: loadCheckout(plan) } : null;
}

/** After a settled payment: a new purchase of the plan gets a new key, code and transaction. */
export function finishCheckout(plan: number): void {
  const { from } = loadCheckout(plan);
  try {
    tabStorage()?.setItem(PREFIX + plan, JSON.stringify(from ? { from } : {}));
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/** complete-payment is posted once per return: the status page marks it here before posting. */
export function claimCompletion(transaction: string): boolean {
  const key = `payment-completed:${transaction}`;
  try {
    const s = tabStorage();
    if (!s) return true;
    if (s.getItem(key)) return false;
    s.setItem(key, '1');
    return true;
  } catch {
    return true;
  }
}
