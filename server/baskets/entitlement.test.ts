import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support';
import { insertAdviser, insertBasket, insertPlan, insertUser, subscribe } from './testing/basket-test-fixtures';
import { entitlement } from './entitlement';

const NOW = new Date('2026-11-20T05:30:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY);

let db: Database;
let adviser: { id: number };
let premium: { id: number };
let other: { id: number };
let open: { id: number };
let coveringPlan: number;
let otherPlan: number;

beforeAll(async () => {
  db = await openTestDatabase('seeded');
  adviser = await insertAdviser(db);
  premium = await insertBasket(db, adviser.id, { isPremium: true });
  other = await insertBasket(db, adviser.id, { isPremium: true });
  open = await insertBasket(db, adviser.id);
  coveringPlan = await insertPlan(db, adviser.id, [premium.id]);
  otherPlan = await insertPlan(db, adviser.id, [other.id]);
});
afterAll(() => db.close());

const check = (userId: number | null, basketId = premium.id) => entitlement(db, userId, basketId, NOW);

describe('entitlement to a basket (head.status 4 / 7 / 10)', () => {
  it('lets everyone, visitors too, see a basket open to all', async () => {
    expect(await check(null, open.id)).toBe('ok');
    expect(await check(await insertUser(db), open.id)).toBe('ok');
  });

  it('answers 4 to a visitor and to a user with no subscription', async () => {
    expect(await check(null)).toBe(4);
    expect(await check(await insertUser(db))).toBe(4);
  });

  it('answers 4 to a subscriber of another adviser only', async () => {
    const user = await insertUser(db);
    const elsewhere = await insertAdviser(db);
    await subscribe(db, user, await insertPlan(db, elsewhere.id, []), ago(5), ahead(25));
    expect(await check(user)).toBe(4);
  });

  it('answers ok to a live subscription whose plan covers the basket', async () => {
    const user = await insertUser(db);
    await subscribe(db, user, coveringPlan, ago(5), ahead(25));
    expect(await check(user)).toBe('ok');
  });

  it('answers 7 to a live subscriber of the adviser whose plan does not cover the basket', async () => {
    const user = await insertUser(db);
    await subscribe(db, user, otherPlan, ago(5), ahead(25));
    expect(await check(user)).toBe(7);
    expect(await check(user, other.id)).toBe('ok');
  });

  it('answers 10 once the covering subscription has expired, before 7', async () => {
    const user = await insertUser(db);
    await subscribe(db, user, coveringPlan, ago(40), ago(10));
    expect(await check(user)).toBe(10);
    await subscribe(db, user, otherPlan, ago(5), ahead(25));
    expect(await check(user)).toBe(10);
    await subscribe(db, user, coveringPlan, ago(1), ahead(29));
    expect(await check(user)).toBe('ok');
  });

  it('does not count a subscription that has not started yet', async () => {
    const user = await insertUser(db);
    await subscribe(db, user, coveringPlan, ahead(2), ahead(32));
    expect(await check(user)).toBe(4);
  });

  it('counts a subscription as over at its expiry instant', async () => {
    const user = await insertUser(db);
    await subscribe(db, user, coveringPlan, ago(30), NOW);
    expect(await check(user)).toBe(10);
  });

  it('lets the adviser who owns the basket see it', async () => {
    const user = await insertUser(db);
    const owner = await insertAdviser(db, { userId: user });
    const own = await insertBasket(db, owner.id, { isPremium: true });
    expect(await check(user, own.id)).toBe('ok');
    expect(await check(user)).toBe(4);
  });
});
