// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';
import { TEST_SURVEY } from './test-survey';

initTestI18n('en');
let ShareDialog: typeof import('./share-dialog').ShareDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ ShareDialog } = await import('./share-dialog'));
});

const survey = TEST_SURVEY;

function renderDialog(shareAnswer: TStubAnswer<typeof API.surveys.share>) {
  const { bodiesTo } = stubEndpoints(
    // The session check stays open: its "signed out" answer would clear the query cache mid-test.
    on(API.auth.sessionValid, { pending: true }),
    on(API.surveys.usersWithAccess, { body: [] }),
    on(API.surveys.share, shareAnswer),
  );
  const onClose = vi.fn();
  const onMessage = vi.fn();
  const dialog = <ShareDialog survey={survey} onClose={onClose} onMessage={onMessage} onChanged={() => {}} />;
  render(renderableApp([{ path: '/', element: dialog }], '/').element);
  return { bodiesTo, onClose, onMessage };
}

function addAddress(address: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('share dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the addresses without an account and keeps the others to share', async () => {
    const { bodiesTo, onClose, onMessage } = renderDialog({
      status: 400,
      body: {
        error: {
          code: 'unknown_users',
          message: 'No user has these e-mail addresses: ghost@example.com',
          issues: [{ path: 'emails.1', message: 'No user has the e-mail address ghost@example.com.' }],
        },
      },
    });
    await screen.findByText('This survey is not shared with anyone.');
    addAddress('onderzoeker@kliniek.nl');
    addAddress('ghost@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    const warning = await screen.findByTestId('share-unknown');
    expect(warning.textContent).toBe(
      'No account has this e-mail address, so it was left out: ghost@example.com. Share again with the others.',
    );
    const pending = screen.getByTestId('share-pending');
    expect(within(pending).getByText('onderzoeker@kliniek.nl')).toBeTruthy();
    expect(within(pending).queryByText('ghost@example.com')).toBeNull();
    expect(bodiesTo(API.surveys.share)).toEqual([
      { emails: ['onderzoeker@kliniek.nl', 'ghost@example.com'], surveyId: 5 },
    ]);
    expect(onMessage).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the generic error for any other failure and keeps every address', async () => {
    const { onMessage } = renderDialog({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    await screen.findByText('This survey is not shared with anyone.');
    addAddress('onderzoeker@kliniek.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({
        title: 'Error',
        text: 'Something went wrong. Check your internet connection.',
      }),
    );
    expect(within(screen.getByTestId('share-pending')).getByText('onderzoeker@kliniek.nl')).toBeTruthy();
    expect(screen.queryByTestId('share-unknown')).toBeNull();
  });
});
