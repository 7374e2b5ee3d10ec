import type { TFunction } from 'i18next';
import { isBuilderProblemCode } from '@peil/contract/domain';
import { ApiError } from '../../../lib/api-client';

type TIssue = { path?: unknown; code?: unknown; params?: unknown };

/**
 * What the server refused a save for, in the user's language: each coded issue by its
 * dictionary text, other validation issues by their field, other refusals by their status.
 * Null for failures that are not the survey's fault (network, server errors).
 */
export function serverProblemTexts(error: unknown, t: TFunction<'builder'>): string[] | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403 || error.status === 404) return [t('serverProblems.notAllowed')];
  if (error.status === 413) return [t('serverProblems.tooLarge')];
  if (error.status !== 400) return null;
  const issues = (error.body as { error?: { issues?: TIssue[] } } | undefined)?.error?.issues ?? [];
  if (issues.length === 0) return [t('serverProblems.invalid', { path: '-' })];
  return issues.map((issue) =>
    isBuilderProblemCode(issue.code)
      ? t(`problems.${issue.code}`, (issue.params ?? {}) as Record<string, string | number>)
      : t('serverProblems.invalid', { path: typeof issue.path === 'string' ? issue.path : '-' }),
  );
}
