import { buildComparisonRadarOption, type TRadarSeries } from '@peil/contract/comparison-radar';
import { wrapLabel } from '@peil/contract/wrap-label';

/** On a phone the dimension names wrap this short and the radar shrinks, so the names stay inside the card. */
const NARROW_NAME_WIDTH = 17;
const NARROW_RADIUS = '45%';

/**
 * The shared comparison radar (1 decimal, range 0-3 unless a score is higher), fitted to the
 * screen: on narrow screens long dimension names wrap and the radar leaves room for them.
 */
export function buildRadarOption(
  dimensions: readonly string[],
  series: readonly TRadarSeries[],
  isNarrow: boolean,
  locale = 'en',
): Record<string, unknown> {
  if (!isNarrow) return buildComparisonRadarOption(dimensions, series, { locale });
  const option = buildComparisonRadarOption(
    dimensions.map((name) => wrapLabel(name, NARROW_NAME_WIDTH)),
    series,
    { locale },
  );
  const radar = option.radar as { axisName: object };
  return {
    ...option,
    radar: { ...radar, radius: NARROW_RADIUS, axisName: { ...radar.axisName, fontSize: 10, lineHeight: 12 } },
  };
}
