/**
 * `npm run e2e:snapshot`: the seeded database the e2e servers start from (tests/e2e/support/seeded-snapshot.ts,
 * decision 0293), written whole, then renamed into place.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { madePglite } from '../server/db/pglite-made';
import { E2E_SNAPSHOT } from '../tests/e2e/support/seeded-snapshot';

const started = performance.now();
const raw = await madePglite('seeded');
const dump = await raw.dumpDataDir('none');
await raw.close();
mkdirSync(dirname(E2E_SNAPSHOT), { recursive: true });
const part = `${E2E_SNAPSHOT}.${process.pid}`;
writeFileSync(part, new Uint8Array(await dump.arrayBuffer()));
renameSync(part, E2E_SNAPSHOT);
console.log(`e2e database snapshot: ${E2E_SNAPSHOT} (${((performance.now() - started) / 1000) | 0} s)`);
