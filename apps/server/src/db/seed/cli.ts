import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { bootstrapDatabase } from '../bootstrap.js';
import { openDatabase } from '../database.js';

/**
 * `npm run seed -- --respondents 1000000 [--seed 7]`: fills an EMPTY database (DATA_DIR or
 * DATABASE_URL) with the superadmin and the demo at the given size, for benchmarks and load tests.
 */
const { values } = parseArgs({
  options: { respondents: { type: 'string', default: '5000' }, seed: { type: 'string', default: '20240101' } },
});
const respondents = Number.parseInt(values.respondents, 10);
if (!Number.isInteger(respondents) || respondents < 0) {
  process.stderr.write('seed: --respondents must be a whole number\n');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, timeZone: config.timeZone }
    : { kind: 'pglite', dataDir: config.dataDir, timeZone: config.timeZone },
);
const print = (line: string) => process.stdout.write(`${line}\n`);
try {
  const started = performance.now();
  let lastReport = 0;
  const seeded = await bootstrapDatabase(database, { ...config, seedDemoData: true }, print, print, {
    respondents,
    seed: Number(values.seed),
    onProgress: (done, total) => {
      if (done - lastReport >= 50_000 || done === total) {
        lastReport = done;
        print(`seed: ${done}/${total} respondents`);
      }
    },
  });
  if (!seeded) throw new Error('the database is not empty; seed only fills an empty database');
  const seconds = (performance.now() - started) / 1000;
  print(
    `seed: ${respondents} respondents in ${seconds.toFixed(1)} s (${Math.round(respondents / seconds)} per second)`,
  );
} catch (error) {
  process.stderr.write(`seed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
