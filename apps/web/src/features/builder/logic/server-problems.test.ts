import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../app/test-providers';
import { ApiError } from '../../../lib/api-client';
import { serverProblemTexts } from './server-problems';

const i18n = initTestI18n('en');
beforeAll(async () => {
  await import('../i18n');
});

const refusal = (status: number, issues?: object[]) =>
  new ApiError(status, 'bad_request', 'The survey cannot be saved', { error: { code: 'bad_request', issues } });

describe('server problems of a refused save', () => {
  it('names each coded problem in the user language, and other problems by their field', () => {
    const t = i18n.getFixedT('nl', 'builder');
    const error = refusal(400, [
      { code: 'missing_route', path: 'pages.0', params: { page: 1, question: 2, option: 3 }, message: 'x' },
      { code: 'survey_title', path: 'translations.0', params: { locale: 'de' }, message: 'x' },
      { path: 'internal_name', message: 'Too big' },
    ]);
    expect(serverProblemTexts(error, t)).toEqual([
      'Pagina 1, vraag 2, optie 3: verwijst naar een pagina die niet meer bestaat.',
      'De titel ontbreekt in de.',
      'Een veld is niet geldig (internal_name).',
    ]);
  });

  it('explains refusals by status and leaves network and server failures to the generic message', () => {
    const t = i18n.getFixedT('en', 'builder');
    expect(serverProblemTexts(refusal(404), t)).toEqual(['You can no longer edit this survey.']);
    expect(serverProblemTexts(refusal(413), t)).toEqual(['The survey is too large to save; choose a smaller logo.']);
    expect(serverProblemTexts(refusal(500), t)).toBeNull();
    expect(serverProblemTexts(new TypeError('Failed to fetch'), t)).toBeNull();
  });
});
