import { describe, expect, it } from 'vitest';
import { toSurveyOptions } from './survey-options';

const survey = (survey_id: number, survey_name: string, project_name: string | null) => ({
  survey_id,
  survey_name,
  project_name,
  uuid: `uuid-${survey_id}`,
});

describe('survey dropdown entries', () => {
  it('shows the survey number of the surveys list, name and project in brackets', () => {
    const options = toSurveyOptions([survey(11, 'Patiënttevredenheid', 'IVF'), survey(4, 'Nazorg', 'Kliniek')]);
    expect(options).toEqual([
      { surveyId: 11, label: '11. Patiënttevredenheid (IVF)', fullName: 'Patiënttevredenheid' },
      { surveyId: 4, label: '4. Nazorg (Kliniek)', fullName: 'Nazorg' },
    ]);
  });

  it('cuts names over 60 characters to 57 plus an ellipsis', () => {
    const long = 'x'.repeat(61);
    const [option] = toSurveyOptions([survey(1, long, 'P')]);
    expect(option!.label).toBe(`1. ${'x'.repeat(57)}... (P)`);
    const [exact] = toSurveyOptions([survey(1, 'y'.repeat(60), 'P')]);
    expect(exact!.label).toBe(`1. ${'y'.repeat(60)} (P)`);
  });

  it('leaves out the brackets for a survey outside any project', () => {
    const [option] = toSurveyOptions([survey(3, 'Nazorg', null)]);
    expect(option!.label).toBe('3. Nazorg');
  });

  it('gives no entries for an empty list', () => {
    expect(toSurveyOptions([])).toEqual([]);
  });
});
