import type { PeilApp } from '../../apps/server/src/app.js';
import type { Database } from '../../apps/server/src/db/database.js';
import {
  aggregateTrendScores,
  countTrendRespondents,
} from '../../apps/server/src/modules/benchmark/queries/trend-scores.js';
import { resolveBenchmarkPeriod } from '../../apps/server/src/modules/benchmark/benchmark-periods.js';
import { trendWindow } from '@peil/scoring';
import { printFigure } from './report.js';

/**
 * The trend beside the plain benchmark GROUP BY of the same run: the whole route (both
 * aggregates, the survey's setting, the overlap check, the labels) per quarter and per month,
 * and its two SQL aggregates alone (scores per period, respondents per period) per month.
 */
export async function benchTrend(
  app: PeilApp,
  cookie: string,
  database: Database,
  survey: { id: number },
  clusterSurveyIds: number[],
  byHand: { name: string; value: number },
  median: (run: () => Promise<unknown>) => Promise<number>,
): Promise<void> {
  for (const granularity of ['quarter', 'month'] as const) {
    const route = await median(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/benchmark/trend',
        headers: { cookie },
        payload: { survey_id: survey.id, locale: 'nl', granularity },
      });
      if (response.statusCode !== 200) throw new Error(`trend ${response.statusCode}: ${response.body}`);
    });
    printFigure(`trend p50 per ${granularity}, 36 months (POST /api/v1/benchmark/trend)`, route, 'ms', byHand);
  }
  const today = new Date();
  const { from, until } = resolveBenchmarkPeriod(trendWindow(today, 'month'), today);
  const scope = { surveyId: survey.id, clusterSurveyIds, granularity: 'month' as const, from, until };
  printFigure(
    'trend scores query p50 per month (GROUP BY group, month, dimension)',
    await median(() => aggregateTrendScores(database, scope)),
    'ms',
    byHand,
  );
  printFigure(
    'trend respondents query p50 per month (per group, month, dimension)',
    await median(() => countTrendRespondents(database, scope)),
    'ms',
    byHand,
  );
}
