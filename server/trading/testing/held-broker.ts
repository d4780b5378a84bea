// A broker directory for the placement tests: the simulated broker reached through the test's app, whose
// order placements a test can hold back (a slow broker), count, or answer with an ended session.
import type { Broker, BrokerDirectory } from '../../broker/broker';
import { createBrokerDirectory } from '../../broker/broker-directory';
import type { TestServer } from '../../test-support';

export interface HeldBroker {
  /** Give this as the test server's `brokers`, then call `attach` with the server. */
  directory: BrokerDirectory;
  attach: (t: TestServer) => void;
  /** placeOrder calls made so far, the held ones included. */
  calls: () => number;
  /** Holds every placeOrder until `release` (a slow broker). */
  hold: () => void;
  release: () => void;
  /** `fail(n)` makes every placeOrder call after the n-th throw what `error` makes; `fail(null)` stops. */
  fail: (after: number | null, error?: () => Error) => void;
}

export function heldBroker(): HeldBroker {
  let real: BrokerDirectory | undefined;
  let count = 0;
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let failing: { after: number; error: () => Error } | null = null;
  const wrap = (broker: Broker): Broker =>
    new Proxy(broker, {
      get(target, prop, receiver) {
        if (prop !== 'placeOrder') {
          const value: unknown = Reflect.get(target, prop, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (...args: Parameters<Broker['placeOrder']>) => {
          const n = ++count;
          if (gate) await gate;
          if (failing && n > failing.after) throw failing.error();
          return target.placeOrder(...args);
        };
      },
    });
  return {
    directory: (brandId, brokerId) => {
      const broker = real?.(brandId, brokerId);
      return broker && wrap(broker);
    },
    attach: (t) => {
      real = createBrokerDirectory({
        fetch: (request) => t.app.fetch(request),
        brokerRoot: t.devRoots.broker,
        now: () => t.market.now(),
        db: t.db,
      });
    },
    calls: () => count,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      gate = null;
      open();
    },
    fail: (after, error = () => new Error('held broker failure')) => {
      failing = after === null ? null : { after, error };
    },
  };
}
