// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { prefetchStaffApp, STAFF_APP_FILES_META } from './prefetch-staff-app';

describe('prefetchStaffApp', () => {
  it('asks the browser to prefetch every file the login page names, as the staff page loads them', () => {
    const page = document.implementation.createHTMLDocument('login');
    const meta = page.createElement('meta');
    meta.name = STAFF_APP_FILES_META;
    meta.content = '/assets/staff-1.js /assets/kit-2.js';
    page.head.append(meta);
    prefetchStaffApp(page);
    const links = [...page.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['prefetch', '/assets/staff-1.js', ''],
      ['prefetch', '/assets/kit-2.js', ''],
    ]);
  });

  it('asks for nothing without the list', () => {
    const page = document.implementation.createHTMLDocument('login');
    prefetchStaffApp(page);
    expect(page.head.querySelectorAll('link')).toHaveLength(0);
  });
});
