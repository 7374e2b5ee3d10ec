import { describe, expect, it } from 'vitest';
import type { TBuilderSurvey } from '@peil/contract/surveys';
import { builderReducer, type TBuilderAction, type TOptionPatch } from './builder-reducer';
import { END_OF_SURVEY, newSurvey, type TDraftSurvey } from './builder-state';
import { draftFromSurvey } from './draft-from-survey';
import { buildPayload, findBuilderWarnings, findDraftProblems, missingTextCounts } from './builder-validation';

const apply = (survey: TDraftSurvey, ...actions: TBuilderAction[]) => actions.reduce(builderReducer, survey);

function threePages(): TDraftSurvey {
  return apply(newSurvey(7, 'nl'), { type: 'addPage' }, { type: 'addPage' });
}

describe('builderReducer: pages', () => {
  it('starts a new survey as an inactive draft', () => {
    expect(newSurvey(7, 'nl').status).toBe(2);
  });

  it('adds, moves and removes pages', () => {
    const survey = threePages();
    const [first, second, third] = survey.pages.map((page) => page.key);
    const moved = apply(survey, { type: 'movePage', pageKey: third!, by: -1 });
    expect(moved.pages.map((page) => page.key)).toEqual([first, third, second]);
    // Moving the first page up changes nothing.
    expect(apply(moved, { type: 'movePage', pageKey: first!, by: -1 }).pages).toBe(moved.pages);
    const removed = apply(moved, { type: 'removePage', pageKey: third! });
    expect(removed.pages.map((page) => page.key)).toEqual([first, second]);
  });

  it('places a dragged page at the drop position, keeping routes on their page', () => {
    let survey = threePages();
    const [first, second, third] = survey.pages.map((page) => page.key);
    survey = apply(survey, { type: 'addQuestion', pageKey: first!, questionType: 11 });
    const question = survey.pages[0]!.questions[0]!;
    survey = apply(survey, {
      type: 'updateOption',
      questionKey: question.key,
      optionKey: question.options[0]!.key,
      patch: { routeToPageKey: third! },
    });
    const dropped = apply(survey, { type: 'placePage', pageKey: first!, toIndex: 2 });
    expect(dropped.pages.map((page) => page.key)).toEqual([second, third, first]);
    // The route follows the page it points at: page 3 is now page 2.
    expect(buildPayload(dropped).pages[2]!.questions[0]!.options![0]!.route_to_page).toBe(2);
    expect(apply(dropped, { type: 'placePage', pageKey: third!, toIndex: 9 }).pages).toBe(dropped.pages);
  });

  it('reports a route to a page that was removed instead of re-routing it', () => {
    let survey = threePages();
    const [first, , third] = survey.pages.map((page) => page.key);
    survey = apply(survey, { type: 'addQuestion', pageKey: first!, questionType: 11 });
    const question = survey.pages[0]!.questions[0]!;
    const option = question.options[0]!;
    survey = apply(survey, {
      type: 'updateOption',
      questionKey: question.key,
      optionKey: option.key,
      patch: { routeToPageKey: third! },
    });
    expect(buildPayload(survey).pages[0]!.questions[0]!.options![0]!.route_to_page).toBe(3);
    expect(findDraftProblems(survey).some((problem) => problem.code === 'missing_route')).toBe(false);

    const removed = apply(survey, { type: 'removePage', pageKey: third! });
    expect(findDraftProblems(removed)).toContainEqual({
      code: 'missing_route',
      params: { page: 1, question: 1, option: 1 },
    });
  });
  it('keeps a route to the next page and to the end of the survey through a save and a reload', () => {
    let survey = threePages();
    const [first, second] = survey.pages.map((page) => page.key);
    survey = apply(survey, { type: 'addQuestion', pageKey: first!, questionType: 11 });
    const questionKey = survey.pages[0]!.questions[0]!.key;
    survey = apply(survey, { type: 'addOption', questionKey });
    const [toNext, toEnd] = survey.pages[0]!.questions[0]!.options.map((option) => option.key);
    survey = apply(
      survey,
      { type: 'updateOption', questionKey, optionKey: toNext!, patch: { routeToPageKey: second! } },
      { type: 'updateOption', questionKey, optionKey: toEnd!, patch: { routeToPageKey: END_OF_SURVEY } },
    );
    expect(findDraftProblems(survey).some((problem) => problem.code === 'missing_route')).toBe(false);
    expect(findBuilderWarnings(survey)).toEqual([]);
    const payload = buildPayload(survey);
    // Three pages: 4 is the end message.
    expect(payload.pages[0]!.questions[0]!.options!.map((option) => option.route_to_page)).toEqual([2, 4]);

    const stored: TBuilderSurvey = { id: 3, uuid: 'u', logo: null, ...payload } as TBuilderSurvey;
    const reloaded = draftFromSurvey(stored);
    const routes = reloaded.pages[0]!.questions[0]!.options.map((option) => option.routeToPageKey);
    expect(routes).toEqual([reloaded.pages[1]!.key, END_OF_SURVEY]);
    // A page removed later leaves the end route on the (new) end.
    const shorter = apply(reloaded, { type: 'removePage', pageKey: reloaded.pages[2]!.key });
    expect(buildPayload(shorter).pages[0]!.questions[0]!.options!.map((option) => option.route_to_page)).toEqual([
      2, 3,
    ]);
  });
});

describe('builderReducer: questions', () => {
  it('adds, duplicates, moves, moves to another page and removes questions', () => {
    let survey = apply(threePages(), { type: 'addQuestion', pageKey: '', questionType: 4 });
    const [pageOne, pageTwo] = survey.pages.map((page) => page.key);
    survey = apply(
      survey,
      { type: 'addQuestion', pageKey: pageOne!, questionType: 1 },
      { type: 'addQuestion', pageKey: pageOne!, questionType: 9 },
    );
    const [choice, slider] = survey.pages[0]!.questions;
    expect(choice!.options).toHaveLength(1);
    expect(slider!.options).toHaveLength(0);
    expect(slider!.importance).toBe(1);

    survey = apply(
      survey,
      { type: 'setQuestionText', questionKey: choice!.key, locale: 'nl', value: 'Vraag' },
      { type: 'duplicateQuestion', questionKey: choice!.key },
    );
    const copy = survey.pages[0]!.questions[1]!;
    expect(copy.key).not.toBe(choice!.key);
    expect(copy.texts.nl).toBe('Vraag');
    expect(copy.id).toBeUndefined();

    survey = apply(survey, { type: 'moveQuestion', questionKey: slider!.key, by: -1 });
    expect(survey.pages[0]!.questions.map((q) => q.key)).toEqual([choice!.key, slider!.key, copy.key]);

    survey = apply(survey, { type: 'moveQuestionToPage', questionKey: slider!.key, pageKey: pageTwo! });
    expect(survey.pages[0]!.questions.map((q) => q.key)).toEqual([choice!.key, copy.key]);
    expect(survey.pages[1]!.questions.map((q) => q.key)).toEqual([slider!.key]);

    survey = apply(survey, { type: 'removeQuestion', questionKey: choice!.key });
    expect(survey.pages[0]!.questions.map((q) => q.key)).toEqual([copy.key]);
  });

  it('drops options when the type changes to one without options', () => {
    let survey = apply(newSurvey(1, 'nl'));
    survey = apply(survey, { type: 'addQuestion', pageKey: survey.pages[0]!.key, questionType: 2 });
    const question = survey.pages[0]!.questions[0]!;
    survey = apply(survey, { type: 'updateQuestion', questionKey: question.key, patch: { type: 5 } });
    expect(survey.pages[0]!.questions[0]!.options).toEqual([]);
  });
});

describe('builderReducer: options', () => {
  /** A single-choice question whose three options are labelled in Dutch. */
  function withOptions(...labels: string[]) {
    let survey = newSurvey(1, 'nl');
    survey = apply(survey, { type: 'addQuestion', pageKey: survey.pages[0]!.key, questionType: 1 });
    const questionKey = survey.pages[0]!.questions[0]!.key;
    for (let index = 1; index < labels.length; index += 1) survey = apply(survey, { type: 'addOption', questionKey });
    const optionKeys = survey.pages[0]!.questions[0]!.options.map((option) => option.key);
    survey = apply(
      survey,
      ...labels.map((value, index): TBuilderAction => ({
        type: 'setOptionText',
        questionKey,
        optionKey: optionKeys[index]!,
        locale: 'nl',
        value,
      })),
    );
    return { survey, questionKey, optionKeys };
  }
  const scores = (draft: TDraftSurvey) => draft.pages[0]!.questions[0]!.options.map((option) => option.score);

  it('scores options once their labels form a Likert scale', () => {
    const { survey, questionKey, optionKeys } = withOptions('Helemaal eens', 'Neutraal');
    // Two points are no scale yet.
    expect(scores(survey)).toEqual([null, null]);
    const scale = apply(
      survey,
      { type: 'addOption', questionKey },
      {
        type: 'setOptionText',
        questionKey,
        optionKey: optionKeys[0]!,
        locale: 'en',
        value: 'Completely agree',
      },
    );
    const third = scale.pages[0]!.questions[0]!.options[2]!.key;
    const full = apply(scale, {
      type: 'setOptionText',
      questionKey,
      optionKey: third,
      locale: 'en',
      value: 'Disagree',
    });
    expect(scores(full)).toEqual([4, 2, 1]);
    // Removing an option so that the rest is no scale takes the scores away again.
    expect(scores(apply(full, { type: 'removeOption', questionKey, optionKey: third }))).toEqual([null, null]);
  });

  it('does not score yes/no options', () => {
    expect(scores(withOptions('Ja', 'Nee').survey)).toEqual([null, null]);
    expect(scores(withOptions('Ja', 'Nee', 'Niet van toepassing').survey)).toEqual([null, null, null]);
  });

  it('keeps a score the user set', () => {
    const { survey, questionKey, optionKeys } = withOptions('Eens', 'Neutraal', 'Oneens');
    const typed = apply(
      survey,
      { type: 'updateOption', questionKey, optionKey: optionKeys[0]!, patch: { score: 2 } },
      { type: 'setOptionText', questionKey, optionKey: optionKeys[0]!, locale: 'nl', value: 'Helemaal eens' },
    );
    expect(scores(typed)).toEqual([2, 2, 1]);
  });

  it('recomputes automatic scores when a label changes, until the user types a score', () => {
    const { survey, questionKey, optionKeys } = withOptions('Eens', 'Neutraal', 'Oneens');
    const optionKey = optionKeys[0]!;
    const text = (value: string): TBuilderAction => ({
      type: 'setOptionText',
      questionKey,
      optionKey,
      locale: 'nl',
      value,
    });
    expect(scores(survey)).toEqual([3, 2, 1]);
    expect(scores(apply(survey, text('Helemaal eens')))).toEqual([4, 2, 1]);
    expect(scores(apply(survey, text('Soms')))).toEqual([null, null, null]);
    const typed = apply(survey, { type: 'updateOption', questionKey, optionKey, patch: { score: 0 } }, text('Eens'));
    expect(scores(typed)).toEqual([0, 2, 1]);
    // Emptying the score hands it back to the labels.
    const emptied = apply(typed, { type: 'updateOption', questionKey, optionKey, patch: { score: null } });
    expect(scores(emptied)).toEqual([3, 2, 1]);
  });

  it('leaves the score empty for a text that is no Likert label', () => {
    expect(scores(withOptions('Soms').survey)).toEqual([null]);
  });
});

describe('validation and payload', () => {
  it('lists every missing text per chosen locale and the missing locale', () => {
    let survey = apply(newSurvey(1, 'nl'), { type: 'toggleLocale', locale: 'en' });
    survey = apply(survey, { type: 'addQuestion', pageKey: survey.pages[0]!.key, questionType: 5 });
    survey = apply(
      survey,
      { type: 'setField', field: 'internalName', value: 'Intern' },
      { type: 'setTranslation', locale: 'nl', field: 'title', value: 'Titel' },
      { type: 'setPageTitle', pageKey: survey.pages[0]!.key, locale: 'nl', value: 'Pagina' },
      { type: 'setQuestionText', questionKey: survey.pages[0]!.questions[0]!.key, locale: 'nl', value: 'Naam?' },
    );
    expect(missingTextCounts(survey)).toEqual({ nl: 0, en: 3 });
    expect(findDraftProblems(survey).map((problem) => problem.code)).toEqual([
      'survey_title',
      'page_title',
      'question_text',
    ]);
    const noLocale = apply(survey, { type: 'toggleLocale', locale: 'nl' }, { type: 'toggleLocale', locale: 'en' });
    expect(findDraftProblems(noLocale)[0]).toEqual({ code: 'no_locale', params: {} });
  });

  it('keeps stored ids, sends only chosen locales and maps routes to page numbers', () => {
    const stored: TBuilderSurvey = {
      id: 5,
      uuid: '00000000-0000-4000-8000-000000000000',
      internal_name: 'Stored',
      color: '#112233',
      logo: null,
      organizationId: 3,
      projectId: null,
      status: 1,
      translations: [{ locale: 'nl', title: 'T', description: '', begin_message: '', end_message: '' }],
      pages: [
        {
          id: 50,
          titles: { nl: 'Een' },
          questions: [
            {
              id: 500,
              type: 11,
              required: true,
              is_nps: false,
              report_group: 'treatment',
              dimension_id: 2,
              importance: 3.2,
              texts: { nl: 'Vraag' },
              options: [
                {
                  id: 5000,
                  texts: { nl: 'Ja' },
                  is_open: false,
                  exclude_others: false,
                  route_to_page: 2,
                  route_to_url: null,
                  score: 4,
                },
              ],
            },
          ],
        },
        { id: 51, titles: { nl: 'Twee' }, questions: [] },
      ],
    };
    let survey = draftFromSurvey(stored);
    survey = apply(survey, { type: 'toggleLocale', locale: 'en' }, { type: 'toggleLocale', locale: 'en' });
    survey = apply(survey, { type: 'movePage', pageKey: survey.pages[1]!.key, by: -1 });
    const payload = buildPayload(survey);
    expect(payload.translations.map((row) => row.locale)).toEqual(['nl']);
    expect(payload.pages.map((page) => page.titles)).toEqual([{ nl: 'Twee' }, { nl: 'Een' }]);
    expect(payload.pages[1]!.questions[0]).toEqual({
      id: 500,
      type: 11,
      required: true,
      dimension_id: 2,
      importance: 3.2,
      is_nps: false,
      report_group: 'treatment',
      texts: { nl: 'Vraag' },
      options: [
        {
          id: 5000,
          texts: { nl: 'Ja' },
          is_open: false,
          exclude_others: false,
          // Page "Twee" moved to the front: the route follows it.
          route_to_page: 1,
          route_to_url: null,
          score: 4,
        },
      ],
    });
    expect(findDraftProblems(survey)).toEqual([]);
  });
});

describe('0-10 slider with routing (type 12)', () => {
  it('gets one option per value, routed in the payload with the value as its text', () => {
    let survey = apply(threePages(), { type: 'toggleLocale', locale: 'de' });
    const [first, , third] = survey.pages.map((page) => page.key);
    survey = apply(survey, { type: 'addQuestion', pageKey: first!, questionType: 12 });
    const slider = survey.pages[0]!.questions[0]!;
    expect(slider.options).toHaveLength(11);
    survey = apply(survey, {
      type: 'updateOption',
      questionKey: slider.key,
      optionKey: slider.options[10]!.key,
      patch: { routeToPageKey: third! },
    });
    const sent = buildPayload(survey).pages[0]!.questions[0]!.options!;
    expect(sent.map((option) => option.texts)).toEqual(
      Array.from({ length: 11 }, (_, value) => ({ nl: String(value), de: String(value) })),
    );
    expect(sent.map((option) => option.route_to_page)).toEqual([...Array(10).fill(null), 3]);
    // The value options need no texts, so they are neither problems nor missing texts.
    expect(findDraftProblems(survey).some((problem) => problem.code === 'option_text')).toBe(false);
    expect(missingTextCounts(survey).nl).toBe(5);
  });

  it('swaps the value options for free options when the type changes, and back', () => {
    let survey = newSurvey(7, 'nl');
    const pageKey = survey.pages[0]!.key;
    survey = apply(survey, { type: 'addQuestion', pageKey, questionType: 11 });
    const questionKey = survey.pages[0]!.questions[0]!.key;
    survey = apply(survey, { type: 'updateQuestion', questionKey, patch: { type: 12 } });
    expect(survey.pages[0]!.questions[0]!.options).toHaveLength(11);
    survey = apply(survey, { type: 'updateQuestion', questionKey, patch: { type: 11 } });
    expect(survey.pages[0]!.questions[0]!.options).toHaveLength(1);
    survey = apply(survey, { type: 'updateQuestion', questionKey, patch: { type: 9 } });
    expect(survey.pages[0]!.questions[0]!.options).toEqual([]);
  });

  it('gives a stored type-12 question without options its value options', () => {
    const draft = draftFromSurvey({
      id: 1,
      uuid: 'u',
      internal_name: 'x',
      color: '#3b699c',
      logo: null,
      organizationId: 1,
      projectId: null,
      status: 1,
      translations: [{ locale: 'nl', title: 't', description: '', begin_message: '', end_message: '' }],
      pages: [
        {
          id: 1,
          titles: { nl: 'p' },
          questions: [
            {
              id: 5,
              type: 12,
              required: false,
              dimension_id: null,
              importance: 1,
              is_nps: true,
              report_group: null,
              texts: { nl: 'q' },
              options: [],
            },
          ],
        },
      ],
    } satisfies TBuilderSurvey);
    expect(draft.pages[0]!.questions[0]!.options).toHaveLength(11);
    expect(draft.pages[0]!.questions[0]!.is_nps).toBe(true);
  });

  it('keeps the Net Promoter flag only while the question is a 0-10 slider, and sends it', () => {
    let survey = threePages();
    const pageKey = survey.pages[0]!.key;
    survey = apply(survey, { type: 'addQuestion', pageKey, questionType: 12 });
    const questionKey = survey.pages[0]!.questions[0]!.key;
    survey = apply(survey, { type: 'updateQuestion', questionKey, patch: { is_nps: true } });
    expect(buildPayload(survey).pages[0]!.questions[0]!.is_nps).toBe(true);
    survey = apply(survey, { type: 'updateQuestion', questionKey, patch: { type: 9 } });
    expect(survey.pages[0]!.questions[0]!.is_nps).toBe(false);
  });
});

describe('warnings before saving', () => {
  it('warns of routes to the same or an earlier page and of options with both a page and a URL', () => {
    let survey = threePages();
    const [first, second, third] = survey.pages.map((page) => page.key);
    survey = apply(survey, { type: 'addQuestion', pageKey: second!, questionType: 11 });
    const question = survey.pages[1]!.questions[0]!;
    survey = apply(
      survey,
      { type: 'addOption', questionKey: question.key },
      { type: 'addOption', questionKey: question.key },
    );
    const [a, b, c] = survey.pages[1]!.questions[0]!.options.map((option) => option.key);
    const route = (optionKey: string, patch: TOptionPatch): TBuilderAction => ({
      type: 'updateOption',
      questionKey: question.key,
      optionKey,
      patch,
    });
    survey = apply(
      survey,
      route(a!, { routeToPageKey: second! }),
      route(b!, { routeToPageKey: first! }),
      route(c!, { routeToPageKey: third!, route_to_url: 'https://example.com' }),
    );
    expect(findBuilderWarnings(survey)).toEqual([
      { key: 'backwardRoute', params: { page: 2, question: 1, option: 1, target: 2 } },
      { key: 'backwardRoute', params: { page: 2, question: 1, option: 2, target: 1 } },
      { key: 'bothRoutes', params: { page: 2, question: 1, option: 3 } },
    ]);
    expect(
      findBuilderWarnings(
        apply(
          survey,
          route(a!, { routeToPageKey: third! }),
          route(b!, { routeToPageKey: null }),
          route(c!, { route_to_url: '' }),
        ),
      ),
    ).toEqual([]);
  });
});
