// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { initI18n } from '../../../i18n';

initI18n('en');
let QrCodeDialog: typeof import('./qr-code-dialog').QrCodeDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ QrCodeDialog } = await import('./qr-code-dialog'));
});

const survey: TSurveyListItem = {
  id: 5,
  uuid: '6f1c2b9e-0000-4000-8000-000000000005',
  internal_name: 'Poli tevredenheid',
  count: 3,
  project_name: 'Poli',
  organization_name: 'Kliniek Noord',
  status: 1,
  start_date: '2026-01-01',
};

describe('QR code dialog', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows an error instead of a spinner when the code cannot be made, and keeps download off', async () => {
    // More than a QR code can hold (2953 bytes), so the real library refuses it.
    render(<QrCodeDialog survey={{ ...survey, uuid: 'x'.repeat(4000) }} onClose={() => {}} />);
    expect(await screen.findByText('The QR code could not be made. The link below still works.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: /language-selection/ })).toBeTruthy();
    expect(screen.getByText('Download PNG').closest('a')!.getAttribute('aria-disabled')).toBe('true');
  });
});
