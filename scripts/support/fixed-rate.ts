import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FixedRateOptions {
  port: number;
  /** Requests a second, sent evenly spaced (1000 / rate ms apart), whatever the answers' pace. */
  rate: number;
  seconds: number;
  /** The i-th request's path and headers (Host among them). */
  request: (i: number) => { path: string; headers: Record<string, string> };
  /** Connections kept open at most; a request waits for one only when all are busy (default 64). */
  maxSockets?: number;
}

export interface FixedRateFigures {
  sent: number;
  /** Answers with a status of 400 or more, and requests that failed. */
  bad: number;
  /** Milliseconds from when each request was due to its answer's last byte, to a tenth. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers a second, from the first request's due time to the last answer. */
  rps: number;
}

/**
 * Latency at a fixed rate, measured open-loop (docs/deploy.md, "Figures"): request i is due at
 * start + i / rate and its time counts from then, so a slow answer delays no later request's start
 * and a request that waited to be sent counts its wait (no coordinated omission). A closed-loop tool's
 * "rate" (autocannon's overallRate with N connections) sends N requests at once every N / rate seconds
 * instead, and measures the queue of that burst rather than the server at that rate.
 */
export async function atFixedRate(o: FixedRateOptions): Promise<FixedRateFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.maxSockets ?? 64 });
  const total = Math.round(o.rate * o.seconds);
  const interval = 1000 / o.rate;
  const latencies: number[] = [];
  let bad = 0;
  const start = performance.now() + 5;
  const send = (i: number) =>
    new Promise<void>((resolve) => {
      const due = start + i * interval;
      const { path, headers } = o.request(i);
      const req = request({ host: '127.0.0.1', port: o.port, path, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) bad++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        bad++;
        resolve();
      });
      req.end();
    });
  const answers: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    while (next < total && start + next * interval <= performance.now()) answers.push(send(next++));
    if (next < total) await sleep(Math.max(0, start + next * interval - performance.now()));
  }
  await Promise.all(answers);
  const rps = (latencies.length * 1000) / (performance.now() - start);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? NaN) * 10) / 10;
  return { sent: total, bad, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1), rps };
}
