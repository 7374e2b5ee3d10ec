// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import { initTestI18n } from '../../../app/test-providers';

initTestI18n('en');
let SendNowDialog: typeof import('./send-now-dialog').SendNowDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ SendNowDialog } = await import('./send-now-dialog'));
});
afterEach(cleanup);

const list: TMailingListItem = {
  mailing_list_id: 4,
  subject: 'Uw mening',
  internal_name: 'Poli',
  survey_id: 1,
  count: 3,
  last_broadcast: null,
  sending: false,
  sent: 0,
  failed: 0,
  answers: { yes: 0, 'yes-over-a-year': 0, 'already-completed': 0, no: 0 },
  responses: { started: 0, finished: 0 },
};

describe('send now', () => {
  it('says how many addresses the invitation goes to and sends only when confirmed', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<SendNowDialog list={list} onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Send now?' }).textContent).toContain(
      'Send the invitation "Uw mening" to 3 recipients now?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send to 3' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers no sending for a list with no one left to mail', () => {
    const onConfirm = vi.fn();
    render(<SendNowDialog list={{ ...list, count: 0 }} onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain('There is no one left to mail on this list');
    expect(screen.queryByRole('button', { name: /Send to/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
