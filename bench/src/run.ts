import { benchBenchmark } from './benchmark.js';
import { benchBroadcast } from './broadcast.js';
import { benchBundle } from './bundle.js';
import { benchDashboard } from './dashboard.js';
import { benchExports } from './exports.js';
import { benchFootprint } from './footprint.js';
import { benchLighthouse } from './lighthouse.js';
import { benchPhone } from './phone.js';
import { benchSeed, benchStatus } from './platform.js';
import { startBenchPostgres, type BenchPostgres } from './postgres.js';
import { benchResults } from './results.js';
import { benchSaves } from './saves.js';

/**
 * `npm run bench [-- bundle lighthouse dashboard footprint status seed saves results benchmark exports broadcast phone]`: every figure is printed with a
 * baseline measured in the same run, so ratios stay comparable across machines. Benchmarks
 * are not tests. PostgreSQL is started only when a chosen bench needs it.
 */
let postgres: BenchPostgres | undefined;
let postgresStarted = false;
const withPostgres = () => {
  if (!postgresStarted) {
    postgres = startBenchPostgres();
    postgresStarted = true;
  }
  return postgres;
};
const benches = {
  bundle: () => benchBundle(),
  lighthouse: () => benchLighthouse(),
  dashboard: () => benchDashboard(),
  footprint: () => benchFootprint(withPostgres()),
  status: () => benchStatus(),
  seed: () => benchSeed(withPostgres()),
  saves: () => benchSaves(withPostgres()),
  results: () => benchResults(withPostgres()),
  benchmark: () => benchBenchmark(withPostgres()),
  exports: () => benchExports(withPostgres()),
  broadcast: () => benchBroadcast(),
  phone: () => benchPhone(),
} as const;
const chosen = process.argv.slice(2).filter((name): name is keyof typeof benches => name in benches);
try {
  for (const name of chosen.length > 0 ? chosen : (Object.keys(benches) as (keyof typeof benches)[])) {
    await benches[name]();
  }
} finally {
  postgres?.stop();
}
