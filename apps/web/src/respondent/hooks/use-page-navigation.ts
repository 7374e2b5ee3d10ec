import { useCallback, useState } from 'react';
import type { TPageComponent } from '@peil/contract/respondent';

/** Where the respondent is: the page, the pages that led there, and the question in focus. */
export type PagePosition = { pageIndex: number; history: number[]; activeId?: number | null };

/**
 * Page 0 is the begin message, 1..N the question pages, N+1 the end message; -1 until the
 * survey has loaded. Going back retraces the pages actually shown, so routing is undone too.
 */
export function usePageNavigation() {
  const [pageIndex, setPageIndex] = useState(-1);
  const [history, setHistory] = useState<number[]>([]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [touched, setTouched] = useState<Record<number, boolean>>({});

  const openAt = useCallback((position: PagePosition) => {
    setHistory(position.history);
    setPageIndex(position.pageIndex);
    if (position.activeId !== undefined) setActiveId(position.activeId);
  }, []);

  function moveTo(index: number, pages: readonly { components: TPageComponent[] }[]) {
    const next = Math.min(index, pages.length + 1);
    setHistory((current) => [...current, pageIndex]);
    setPageIndex(next);
    setTouched({});
    setActiveId(pages[next - 1]?.components[0]?.id ?? null);
  }

  /** False when there is no page to go back to. */
  function goBack(): boolean {
    const previous = history[history.length - 1];
    if (previous === undefined) return false;
    setHistory((current) => current.slice(0, -1));
    setPageIndex(previous);
    return true;
  }

  const touch = (id: number) => setTouched((current) => ({ ...current, [id]: true }));

  return { pageIndex, history, activeId, setActiveId, touched, touch, openAt, moveTo, goBack };
}

/**
 * The page a step forward leads to: the page a routing answer names when it lies ahead, else
 * the next page; a page after the last one is the end of the survey.
 */
export function nextPageIndex(
  pages: readonly { position: number }[],
  pageIndex: number,
  target: { page: number } | null,
): number {
  const lastPosition = pages[pages.length - 1]?.position ?? 0;
  const routedIndex = !target
    ? 0
    : target.page > lastPosition
      ? pages.length + 1
      : pages.findIndex((page) => page.position === target.page) + 1;
  return routedIndex > pageIndex ? routedIndex : pageIndex + 1;
}
