// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoading } from './root-layout';
import { initTestI18n } from './test-providers';

afterEach(cleanup);

describe('PageLoading', () => {
  // A top margin on the first child collapses through <body>: the body then starts lower and
  // moves up when the page replaces the spinner, which Lighthouse counts as a layout shift.
  it('keeps its distance from the top with padding, not with a margin', () => {
    render(
      <I18nextProvider i18n={initTestI18n('en')}>
        <PageLoading />
      </I18nextProvider>,
    );
    const style = getComputedStyle(screen.getByRole('status'));
    expect(parseFloat(style.marginTop || '0')).toBe(0);
    expect(style.paddingTop).toBe('80px');
  });
});
