import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { surveysEndpoints } from './api/surveys.js';
import {
  SURVEY_FILE_SCHEMA_PATH,
  ZSurveyFileOption,
  ZSurveyFilePage,
  ZSurveyFileQuestion,
  ZSurveyFileSurvey,
  ZSurveyFileTranslation,
} from './survey-file.js';
import { ZBuilderOption, ZBuilderPage, ZBuilderQuestion, ZBuilderSurveyInput, ZBuilderTranslation } from './surveys.js';

const keys = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
const without = (schema: z.ZodObject, ...left: string[]) => keys(schema).filter((key) => !left.includes(key));

// A field the builder gains must travel in the file too, or an export silently drops it.
describe('the survey file carries every field the builder stores', () => {
  it('per option, question, page, translation and survey', () => {
    expect(keys(ZSurveyFileOption)).toEqual(without(ZBuilderOption, 'id'));
    expect(keys(ZSurveyFileQuestion)).toEqual([...without(ZBuilderQuestion, 'id', 'dimension_id'), 'dimension'].sort());
    expect(keys(ZSurveyFilePage)).toEqual(keys(ZBuilderPage));
    expect(keys(ZSurveyFileTranslation)).toEqual([...keys(ZBuilderTranslation), 'offered'].sort());
    // Where the survey lands and its status are chosen on import, not carried by the file.
    expect(keys(ZSurveyFileSurvey)).toEqual(without(ZBuilderSurveyInput, 'organizationId', 'projectId', 'status'));
  });
});

describe('the survey file schema', () => {
  it('is served at the path its $id names, which the endpoint table writes out', () => {
    expect(surveysEndpoints.surveyFileSchema.path).toBe(SURVEY_FILE_SCHEMA_PATH);
  });
});
