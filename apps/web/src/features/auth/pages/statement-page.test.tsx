// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { StatementPage } from './statement-page';

describe('StatementPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the statement to a visitor who is not logged in and asks them to log in to sign it', async () => {
    stubEndpoints(on(API.auth.sessionValid, { body: { valid: false } }));
    const { router, element } = renderableApp(
      [
        { path: '/statement', element: <StatementPage /> },
        { path: '/login', element: <p>login page</p> },
      ],
      '/statement',
    );
    render(element);
    expect(await screen.findByText('Liability is limited to 5000 euro.')).toBeTruthy();
    expect(screen.getByText('Log in to accept the data processing agreement.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/statement');
  });
});
