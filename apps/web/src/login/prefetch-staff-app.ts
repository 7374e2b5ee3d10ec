/** Names the staff app's files in login.html; the build writes it (build/first-screen-chunks.ts). */
export const STAFF_APP_FILES_META = 'peil-staff-app-files';

/**
 * Asks the browser to fetch the staff app's first screen (its entry, the shell, the dashboard)
 * into its cache, so that logging in opens the dashboard without waiting for its code. Called
 * once the login page is idle: the page's own loading never waits on it.
 */
export function prefetchStaffApp(page: Document = document): void {
  const files = page.querySelector(`meta[name="${STAFF_APP_FILES_META}"]`)?.getAttribute('content') ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = page.createElement('link');
    link.rel = 'prefetch';
    // As the staff page loads its module scripts, so the cached copy is the one it uses.
    link.crossOrigin = '';
    link.href = href;
    page.head.append(link);
  }
}

/** Once the page has loaded and the browser is idle. */
export function whenIdleAfterLoad(run: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
