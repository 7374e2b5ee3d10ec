import { describe, expect, it } from 'vitest';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { ZEditSurveySettingsRequest } from '@peil/contract/surveys';
import { surveysDictionaries } from './i18n/dictionaries';
import {
  addShareEmail,
  buildSettingsRequest,
  canChangeOrganizationAndRedirect,
  canCreateSurvey,
  canSubmitCopy,
  clampPage,
  filterSurveys,
  isValidShareEmail,
  parseLegacyIds,
  publicSurveyUrl,
  sortSurveys,
  surveyActionsFor,
  toggleStatus,
  type TSettingsForm,
} from './survey-rules';

describe('actions per role (spec §6)', () => {
  it('gives a superadmin every action and the create button', () => {
    expect(surveyActionsFor(1)).toEqual([
      'preview',
      'goToSurvey',
      'qrCode',
      'settings',
      'edit',
      'translations',
      'legacyLinks',
      'share',
      'copy',
      'copyWithRespondents',
      'exportFile',
      'remove',
    ]);
    expect(canCreateSurvey(1)).toBe(true);
    expect(canChangeOrganizationAndRedirect(1)).toBe(true);
  });

  it('gives an admin preview, go-to-survey and QR code only, as the role table says', () => {
    expect(surveyActionsFor(2)).toEqual(['preview', 'goToSurvey', 'qrCode']);
    expect(canCreateSurvey(2)).toBe(false);
    expect(canChangeOrganizationAndRedirect(2)).toBe(false);
  });

  it('gives researchers and observers preview, go-to-survey and QR code only', () => {
    for (const role of [3, 4] as const) {
      expect(surveyActionsFor(role)).toEqual(['preview', 'goToSurvey', 'qrCode']);
      expect(canCreateSurvey(role)).toBe(false);
    }
  });
});

describe('status and redirect (spec §4)', () => {
  const form: TSettingsForm = {
    internal_name: ' Name ',
    description: 'd',
    title: 'T',
    color: '#123456',
    organizationId: 3,
    status: 1,
    redirectTo: null,
    singleButtonInvitation: false,
  };
  const target = '0b8a3f5e-8f6d-4a55-9a55-7c1f7d0a1b2c';

  it('toggles active to inactive and back, clearing the redirect on activation', () => {
    const inactive = { ...toggleStatus(form), redirectTo: target };
    expect(inactive.status).toBe(2);
    const active = toggleStatus(inactive);
    expect(active.status).toBe(1);
    expect(active.redirectTo).toBeNull();
  });

  it('sends the redirect target only while inactive', () => {
    const inactive = buildSettingsRequest({ ...form, status: 2, redirectTo: target }, 1);
    expect(inactive).toEqual({
      internal_name: 'Name',
      description: 'd',
      title: 'T',
      color: '#123456',
      organizationId: 3,
      status: 2,
      singleButtonInvitation: false,
      redirectToSurvey: target,
    });
    expect(ZEditSurveySettingsRequest.parse(inactive).redirectToSurvey).toBe(target);
    const active = buildSettingsRequest({ ...form, status: 1, redirectTo: target }, 1);
    expect('redirectToSurvey' in active).toBe(false);
  });

  it('sends "no redirect" explicitly for an inactive survey of a superadmin', () => {
    expect(buildSettingsRequest({ ...form, status: 2, redirectTo: null }, 1).redirectToSurvey).toBeNull();
  });

  it('never sends a redirect for an admin, so the server keeps the current one', () => {
    expect('redirectToSurvey' in buildSettingsRequest({ ...form, status: 2, redirectTo: target }, 2)).toBe(false);
  });
});

describe('share e-mails (spec §5)', () => {
  it('checks the e-mail pattern', () => {
    expect(isValidShareEmail('onderzoeker@kliniek-amsterdam.nl')).toBe(true);
    expect(isValidShareEmail('first.last-name@example.com')).toBe(true);
    expect(isValidShareEmail('no-at-sign.nl')).toBe(false);
    expect(isValidShareEmail('name@example.info')).toBe(false);
    expect(isValidShareEmail('name@example')).toBe(false);
  });

  it('adds a valid address and ignores an invalid one', () => {
    expect(addShareEmail([], ' a@b.nl ')).toEqual(['a@b.nl']);
    expect(addShareEmail(['a@b.nl'], 'not an address')).toEqual(['a@b.nl']);
  });

  it('rejects duplicates silently, also against users who already have access', () => {
    const pending = ['a@b.nl'];
    expect(addShareEmail(pending, 'A@B.nl')).toBe(pending);
    expect(addShareEmail(pending, 'c@d.de', ['C@d.de'])).toBe(pending);
    expect(addShareEmail(pending, 'e@f.de', ['c@d.de'])).toEqual(['a@b.nl', 'e@f.de']);
  });
});

describe('copy dialog (spec §4, §5)', () => {
  it('is enabled only with a name and a project and while not copying', () => {
    expect(canSubmitCopy({ name: 'Copy', projectId: 4, isCopying: false })).toBe(true);
    expect(canSubmitCopy({ name: '   ', projectId: 4, isCopying: false })).toBe(false);
    expect(canSubmitCopy({ name: 'Copy', projectId: null, isCopying: false })).toBe(false);
    expect(canSubmitCopy({ name: 'Copy', projectId: 4, isCopying: true })).toBe(false);
  });
});

describe('the table', () => {
  it('never pages past the last page', () => {
    expect(clampPage(1, 21, 20)).toBe(1);
    expect(clampPage(1, 20, 20)).toBe(0);
    expect(clampPage(3, 41, 20)).toBe(2);
    expect(clampPage(2, 0, 20)).toBe(0);
    expect(clampPage(0, 5, 20)).toBe(0);
  });

  const item = (id: number, name: string, project: string | null, count: number): TSurveyListItem => ({
    id,
    uuid: `uuid-${id}`,
    internal_name: name,
    count,
    project_name: project,
    organization_name: id % 2 ? 'Kliniek Utrecht' : 'Kliniek Amsterdam',
    status: 1,
    start_date: `2024-01-0${id}`,
  });
  const surveys = [
    item(1, 'Patiëntervaring IVF', 'Partners', 30),
    item(2, 'Benchmark', null, 5),
    item(3, 'alpha', 'Zorg', 12),
  ];

  it('searches name, number, identifier, project and organisation', () => {
    expect(filterSurveys(surveys, 'ivf').map((s) => s.id)).toEqual([1]);
    expect(filterSurveys(surveys, 'uuid-3').map((s) => s.id)).toEqual([3]);
    expect(filterSurveys(surveys, 'utrecht').map((s) => s.id)).toEqual([1, 3]);
    expect(filterSurveys(surveys, 'zorg').map((s) => s.id)).toEqual([3]);
    expect(filterSurveys(surveys, '  ')).toHaveLength(3);
  });

  it('sorts numbers numerically and texts case-insensitively, both ways', () => {
    expect(sortSurveys(surveys, 'count', 'asc').map((s) => s.id)).toEqual([2, 3, 1]);
    expect(sortSurveys(surveys, 'internal_name', 'asc').map((s) => s.id)).toEqual([3, 2, 1]);
    expect(sortSurveys(surveys, 'id', 'desc').map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it('builds the absolute public link for the QR code', () => {
    expect(publicSurveyUrl('abc', 'https://peil.example')).toBe('https://peil.example/language-selection/abc');
  });
});

describe('old links (spec §9)', () => {
  it('reads old numbers per line or separated by commas, once each, and sets invalid ones apart', () => {
    expect(parseLegacyIds('4711\n kliniek_oost-2, 4711;12  ')).toEqual({
      ids: ['4711', 'kliniek_oost-2', '12'],
      invalid: [],
    });
    expect(parseLegacyIds('12\nä1\n123e4567-e89b-12d3-a456-426614174000')).toEqual({
      ids: ['12'],
      invalid: ['ä1', '123e4567-e89b-12d3-a456-426614174000'],
    });
    expect(parseLegacyIds('  \n ')).toEqual({ ids: [], invalid: [] });
  });
});

describe('surveys dictionaries', () => {
  it('keep the spec texts', () => {
    const { nl } = surveysDictionaries;
    expect(nl.list.empty).toBe('Geen resultaten om weer te geven.');
    expect(nl.settings.deactivate).toBe('Deactiveren');
    expect(nl.settings.activate).toBe('Activeren');
    expect(nl.remove.confirm).toBe('Weet je zeker dat je vragenlijst {{name}} wilt verwijderen?');
    expect(nl.remove.done).toBe('Vragenlijst verwijderd.');
    expect(nl.remove.failed).toBe('Vragenlijst verwijderen niet gelukt!');
  });
});
