import { QUESTION_TYPE } from '@peil/contract/domain';
import { optionRoute, type TRouteTarget } from '@peil/contract/respondent-rules';
import type { QuestionDefinition } from './survey-content-queries.js';
import type { SurveyStructure } from './survey-structure-cache.js';

/** What a respondent has stored for one question: the chosen options and the numbers given. */
export type StoredAnswer = { optionIds: number[]; numbers: number[] };

type RouteStep = { kind: 'page'; index: number } | { kind: 'left' };

/**
 * Where a page's stored routing answers lead, as the respondent pages route (answers.ts): the
 * last routing question whose answer has a target decides; a page target only counts forward,
 * anything else goes on to the next page.
 */
function nextStep(
  structure: SurveyStructure,
  positions: number[],
  index: number,
  answered: ReadonlyMap<number, StoredAnswer>,
): RouteStep {
  let target: TRouteTarget = null;
  for (const question of structure.pages.get(positions[index]!)!) {
    const answer = answered.get(question.id);
    if (!answer) continue;
    let option: QuestionDefinition['options'][number] | undefined;
    if (question.type === QUESTION_TYPE.routingChoice) {
      option = question.options.find((candidate) => answer.optionIds.includes(candidate.id));
    } else if (question.type === QUESTION_TYPE.slider0to10 && answer.numbers.length > 0) {
      option = question.options[answer.numbers[0]!];
    }
    const optionTarget = option ? optionRoute(option.routeToPage, option.routeToUrl) : null;
    if (optionTarget) target = optionTarget;
  }
  if (target && 'url' in target) return { kind: 'left' };
  // A page after the last one is the end of the survey.
  if (target && target.page > positions[positions.length - 1]!) return { kind: 'page', index: positions.length };
  const routed = target ? positions.indexOf(target.page) : -1;
  return { kind: 'page', index: routed > index ? routed : index + 1 };
}

/** The page positions in the order the respondent walks them. */
function orderedPositions(structure: SurveyStructure): number[] {
  return [...structure.pages.keys()].sort((a, b) => a - b);
}

/**
 * Whether the route through the answers leaves the survey after the page at `position`: it is
 * the last page on that route, or routes to a web address.
 */
export function isRouteEnd(
  structure: SurveyStructure,
  position: number,
  answered: ReadonlyMap<number, StoredAnswer>,
): boolean {
  const positions = orderedPositions(structure);
  const index = positions.indexOf(position);
  if (index < 0) return false;
  const step = nextStep(structure, positions, index, answered);
  return step.kind === 'left' || step.index >= positions.length;
}

/**
 * A respondent has finished when every required question on the pages of their route is
 * answered. The route is walked from the first page by the stored routing answers, so a page a
 * routing answer skipped asks nothing; saving only the last page finishes nobody.
 */
export function isRouteComplete(structure: SurveyStructure, answered: ReadonlyMap<number, StoredAnswer>): boolean {
  const positions = orderedPositions(structure);
  let index = 0;
  while (index < positions.length) {
    const questions = structure.pages.get(positions[index]!)!;
    if (questions.some((question) => question.required && !answered.has(question.id))) return false;
    const step = nextStep(structure, positions, index, answered);
    if (step.kind === 'left') return true;
    index = step.index;
  }
  return true;
}
