import { registerDictionaries } from '../../../i18n';
import { benchmarkDictionaries } from './dictionaries';

export const BENCHMARK_NAMESPACE = 'benchmark';

// Runs when the benchmark chunk loads, after the app has initialised i18n.
registerDictionaries(BENCHMARK_NAMESPACE, benchmarkDictionaries);
