import { pathFor } from './paths';

/**
 * The login is a page of its own (login.html, which the server serves for /login): the staff app
 * leaves for it with a full page load in place of the current page, always by its canonical
 * address, so that no other spelling of it (/Login, /login/) loads the staff app again.
 */
export function openLoginPage(): void {
  window.location.replace(pathFor('login', 'en'));
}
