import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { createSharedOrderPacer } from './shared-order-pacer';
import { createOrderRateLimit } from '../../broker-sim/sim-order-rate';

const opened = openTestDatabase('seeded');
afterAll(async () => (await opened).close());

/** The most requests sent within any `ms` of each other. */
const busiest = (sentAt: number[], ms: number) => {
  const sorted = [...sentAt].sort((a, b) => a - b);
  return Math.max(...sorted.map((t, i) => sorted.filter((u, j) => j >= i && u - t < ms).length));
};

describe("Kite's ten order requests a second per app, across processes (decision 0284)", () => {
  it('two processes sharing one app send no more than ten in any second between them', async () => {
    const db = await opened;
    // Two processes: a pacer each, one database.
    const [a, b] = [createSharedOrderPacer(db, 'app-shared'), createSharedOrderPacer(db, 'app-shared')];
    const sentAt: number[] = [];
    const send = () => sentAt.push(performance.now());
    await Promise.all(Array.from({ length: 14 }, (_, i) => (i % 2 ? a : b)(async () => send())));
    expect(sentAt).toHaveLength(14);
    // A little under a second, for the two clocks (the database's counts, Node's measures here).
    expect(busiest(sentAt, 900)).toBe(10);
    // Another app's requests are not held up by this one's.
    const other = createSharedOrderPacer(db, 'app-other');
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => other(async () => undefined)));
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('counts a request in flight, and stops counting one a dead process left a minute ago', async () => {
    const db = await opened;
    await db.query(
      `INSERT INTO broker_order_slots (api_key, taken_at)
       SELECT 'app-crashed', clock_timestamp() - interval '61 seconds' FROM generate_series(1, 10)`,
    );
    const pace = createSharedOrderPacer(db, 'app-crashed');
    const started = performance.now();
    await pace(async () => undefined);
    expect(performance.now() - started).toBeLessThan(900);
    await db.query(`INSERT INTO broker_order_slots (api_key) SELECT 'app-busy' FROM generate_series(1, 10)`);
    let sent = false;
    const waiting = createSharedOrderPacer(db, 'app-busy')(async () => (sent = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(sent).toBe(false);
    await db.query("UPDATE broker_order_slots SET done_at = clock_timestamp() WHERE api_key = 'app-busy'");
    await waiting;
    expect(sent).toBe(true);
  });
});

describe("the simulated broker counts an app's order requests whichever process serves them", () => {
  it('refuses the eleventh within a second across two processes, and takes more a second later', async () => {
    const db = await opened;
    const [one, two] = [createOrderRateLimit(), createOrderRateLimit()];
    const answers = await Promise.all(Array.from({ length: 11 }, (_, i) => (i % 2 ? one : two)(db, 'sim-app')));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await one(db, 'sim-other')).toBe(true);
    await new Promise((r) => setTimeout(r, 1050));
    expect(await two(db, 'sim-app')).toBe(true);
  });
});
