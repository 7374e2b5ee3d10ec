import { benchSeed, benchStatus } from './platform.js';
import { startBenchPostgres } from './postgres.js';
import { benchResults } from './results.js';
import { benchSaves } from './saves.js';

/**
 * `npm run bench [-- status seed results]`: every figure is printed with a baseline measured
 * in the same run, so ratios stay comparable across machines. Benchmarks are not tests.
 */
const benches = {
  status: () => benchStatus(),
  seed: () => benchSeed(postgres),
  saves: () => benchSaves(postgres),
  results: () => benchResults(postgres),
} as const;
const chosen = process.argv.slice(2).filter((name): name is keyof typeof benches => name in benches);
const postgres = startBenchPostgres();
try {
  for (const name of chosen.length > 0 ? chosen : (Object.keys(benches) as (keyof typeof benches)[]))
    await benches[name]();
} finally {
  postgres?.stop();
}
