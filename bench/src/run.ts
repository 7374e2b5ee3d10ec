import { benchSeed, benchStatus } from './platform.js';
import { startBenchPostgres } from './postgres.js';

/**
 * `npm run bench`: every figure is printed with a baseline measured in the same run, so
 * ratios stay comparable across machines. Benchmarks are not tests: nothing here fails a build.
 */
const postgres = startBenchPostgres();
try {
  await benchStatus();
  await benchSeed(postgres);
} finally {
  postgres?.stop();
}
