import { buildTrendPanelsOption, trendPanelsHeight } from '@peil/contract/trend-chart';
import type { Database } from '../../db/database.js';
import { renderChartPng } from '../../lib/chart-render.js';
import { FONT_FAMILY } from '../../lib/fonts.js';
import { buildTrend } from '../benchmark/trend.js';
import { textsFor } from '@peil/contract/domain';
import { REPORT_TREND_CHART_TEXTS } from '../../i18n/mail/report-trend.js';
import { quarterName } from '../../i18n/quarter-names.js';
import { quarterOfPeriod } from '@peil/contract/benchmark-trend';

// Two panels to a row, 552 px in all: the width of the mail's content.
const LAYOUT = { columns: 2, panelWidth: 276, panelHeight: 190, legendHeight: 40 };
// Average scores run 0 to 4; a band above it raises the axis.
const AXIS_MAX = 4;

export const TREND_IMAGE_WIDTH = LAYOUT.columns * LAYOUT.panelWidth;

/**
 * The survey's trend as one PNG for the report e-mail: the time page's chart of every dimension
 * (average score per quarter over the last three years, its 95 % band and, when `clusterId` is
 * given, that cluster's line within the setting's thresholds). Null without answers in that time.
 */
export async function renderTrendImage(
  database: Database,
  surveyId: number,
  options: { locale: string; today: Date; clusterId: number | null; viewer: { organizationId: number } },
): Promise<Buffer | null> {
  const words = textsFor(REPORT_TREND_CHART_TEXTS, options.locale);
  const trend = await buildTrend(
    database,
    { survey_id: surveyId, locale: options.locale, granularity: 'quarter', cluster_id: options.clusterId },
    options.today,
    options.viewer,
  );
  if (trend.dimensions.length === 0) return null;
  // Quarters only (granularity above); a month would keep its id.
  const categories = trend.periods.map((period) => {
    const quarter = quarterOfPeriod(period.id);
    return quarter ? quarterName(options.locale, quarter.quarter, quarter.year) : period.id;
  });
  const isClusterShown = trend.dimensions.some((dimension) =>
    dimension.points.some((point) => point.cluster_n !== null),
  );
  const option = buildTrendPanelsOption(
    trend.dimensions.map((dimension) => ({
      title: dimension.dimension,
      input: {
        categories,
        survey: {
          name: trend.surveyName,
          values: dimension.points.map((point) => point.avg_score),
          lower: dimension.points.map((point) => point.avg_lower),
          upper: dimension.points.map((point) => point.avg_upper),
        },
        cluster:
          isClusterShown && trend.clusterName !== null
            ? { name: trend.clusterName, values: dimension.points.map((point) => point.cluster_avg_score) }
            : null,
        bandName: words.band,
        axisMax: AXIS_MAX,
      },
    })),
    LAYOUT,
    { animation: false, fontFamily: FONT_FAMILY, locale: options.locale },
  );
  return renderChartPng(option, TREND_IMAGE_WIDTH, trendPanelsHeight(trend.dimensions.length, LAYOUT));
}
