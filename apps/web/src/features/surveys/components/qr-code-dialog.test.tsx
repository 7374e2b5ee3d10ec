// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../app/test-providers';
import QRCode from 'qrcode';
import { LIMITS } from '@peil/contract/limits';
import { TEST_SURVEY } from './test-survey';

initTestI18n('en');
let QrCodeDialog: typeof import('./qr-code-dialog').QrCodeDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ QrCodeDialog } = await import('./qr-code-dialog'));
});

const survey = TEST_SURVEY;

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

  it('draws the code with a quiet zone of four modules', async () => {
    render(<QrCodeDialog survey={survey} onClose={() => {}} />);
    const link = screen.getByRole('link', { name: /language-selection/ }).textContent;
    const image = await screen.findByRole<HTMLImageElement>('img');
    expect(image.src).toBe(await QRCode.toDataURL(link, { width: LIMITS.qrCodeSize, margin: 4 }));
    expect(image.src).not.toBe(await QRCode.toDataURL(link, { width: LIMITS.qrCodeSize, margin: 2 }));
  });
});
