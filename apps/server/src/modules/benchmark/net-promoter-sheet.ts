import type { TBenchmarkNetPromoterResponse, TNetPromoterFigures } from '@peil/contract/benchmark';
import { netPromoterTexts } from '../../lib/net-promoter-texts.js';
import type { TableCell as Cell, TableSheet } from '../exports/table-workbook.js';

function figureCells(prefix: string, figures: TNetPromoterFigures | null): Record<string, Cell> {
  return {
    [`${prefix}Nps`]: figures?.score ?? null,
    [`${prefix}Lower`]: figures?.lower ?? null,
    [`${prefix}Upper`]: figures?.upper ?? null,
    [`${prefix}Promoters`]: figures?.promoters ?? null,
    [`${prefix}Passives`]: figures?.passives ?? null,
    [`${prefix}Detractors`]: figures?.detractors ?? null,
    [`${prefix}N`]: figures?.n ?? null,
  };
}

/**
 * The survey's Net Promoter questions against the cluster as a sheet of their own: per question
 * both groups' NPS, interval and counts, then the difference with its interval and p. Below the
 * thresholds the API sent no figure of the cluster and the cluster's NPS cell says so. No sheet
 * when the survey has no Net Promoter question.
 */
export function addNetPromoterSheet(
  sheets: TableSheet[],
  comparison: TBenchmarkNetPromoterResponse,
  locale: string,
): void {
  if (comparison.data.length === 0) return;
  const texts = netPromoterTexts(locale);
  const groupColumns = (prefix: string, name: string) => [
    { header: `${name} ${texts.nps}`, key: `${prefix}Nps`, width: 12 },
    { header: `${name} ${texts.lower}`, key: `${prefix}Lower`, width: 14 },
    { header: `${name} ${texts.upper}`, key: `${prefix}Upper`, width: 14 },
    { header: `${name} ${texts.promoters}`, key: `${prefix}Promoters`, width: 12 },
    { header: `${name} ${texts.passives}`, key: `${prefix}Passives`, width: 12 },
    { header: `${name} ${texts.detractors}`, key: `${prefix}Detractors`, width: 12 },
    { header: `${name} ${texts.respondents}`, key: `${prefix}N`, width: 8 },
  ];
  const columns = [
    { header: texts.question, key: 'question', width: 50 },
    ...groupColumns('survey', texts.survey),
    ...groupColumns('cluster', texts.cluster),
    { header: texts.difference, key: 'difference', width: 12 },
    { header: texts.differenceLower, key: 'differenceLower', width: 14 },
    { header: texts.differenceUpper, key: 'differenceUpper', width: 14 },
    { header: texts.pValue, key: 'p', width: 14 },
  ];
  const rows = comparison.data.map((row) => ({
    question: row.label,
    ...figureCells('survey', row.survey),
    ...(row.comparable ? figureCells('cluster', row.cluster) : { clusterNps: texts.tooFew }),
    difference: row.test?.difference ?? null,
    differenceLower: row.test?.lower ?? null,
    differenceUpper: row.test?.upper ?? null,
    p: row.test?.p ?? null,
  }));
  sheets.push({ name: texts.sheetName, columns, rows });
}
