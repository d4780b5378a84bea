import { readConfig } from '../config';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { seed } from './seed/index';

/**
 * `npm run db:migrate` and `npm run db:seed`: the database steps a start takes, on their own, on the
 * database the environment names (DATABASE_URL, else PGLITE_DIR). Seeding migrates first, so it
 * works on an empty database; both are idempotent (README, "Other commands").
 */
export async function runDbCommand(command: string, db: Database): Promise<string> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(`unknown command "${command}": migrate or seed`);
  const applied = await migrate(db);
  const migrated = `migrations applied: ${applied.length ? applied.join(', ') : 'none, the schema is current'}`;
  if (command === 'migrate') return migrated;
  const seeded = await seed(db);
  return `${migrated}\nseeded: ${seeded.length ? seeded.join(', ') : 'nothing, the seed data is there'}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    process.stdout.write(`${await runDbCommand(process.argv[2] ?? '', db)}\n`);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
