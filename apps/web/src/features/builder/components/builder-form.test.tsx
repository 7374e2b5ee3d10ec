// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { LIMITS } from '@peil/contract/limits';
import { BUILDER_LIMITS } from '@peil/contract/surveys';
import type { TDraftSurvey } from '../logic/builder-state';

initTestI18n('en');
let BuilderForm: typeof import('./builder-form').BuilderForm;
let newSurvey: typeof import('../logic/builder-state').newSurvey;
let newQuestion: typeof import('../logic/builder-state').newQuestion;

beforeAll(async () => {
  await import('../i18n');
  ({ BuilderForm } = await import('./builder-form'));
  ({ newSurvey, newQuestion } = await import('../logic/builder-state'));
});

/** A survey that passes the builder's checks, so Save reaches the server. */
function completeSurvey(): TDraftSurvey {
  const survey = newSurvey(1, 'en');
  return {
    ...survey,
    internalName: 'Poli',
    translations: { en: { title: 'Outpatients', description: '', begin_message: '', end_message: '' } },
    pages: [{ ...survey.pages[0]!, titles: { en: 'Page one' } }],
  };
}

function renderBuilder(initial: TDraftSurvey) {
  const { calls, bodiesTo } = stubEndpoints(
    // The session check stays open: its "signed out" answer would clear the query cache mid-test.
    on(API.auth.sessionValid, { pending: true }),
    on(API.dimensions.list, { body: [] }),
    on(API.surveys.createBuilderSurvey, { body: { id: 9, uuid: 'u' } }),
    on(API.administration.projectsFromOrganization, { organizationId: 1 }, { body: [{ id: 3, name: 'Poli' }] }),
    on(API.administration.projectsFromOrganization, { organizationId: 2 }, { body: [{ id: 7, name: 'Hartcentrum' }] }),
    on(API.administration.managedOrganizations, {
      body: [
        { id: 1, name: 'Eigen kliniek' },
        { id: 2, name: 'Kliniek Noord' },
      ],
    }),
    on(API.surveys.newProject, { body: { id: 4, name: 'Cardiologie' } }),
  );
  // An observer that never reports: the preview frame follows its content's height with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const app = renderableApp(
    [
      { path: '/', element: <BuilderForm initial={initial} /> },
      // Where a first save leads: the saved survey's edit address, as the builder page would show it.
      {
        path: '/surveys/edit-survey/:editSurveyId',
        element: <BuilderForm key="saved" initial={{ ...initial, id: 9 }} />,
      },
      { path: '*', element: <p>Surveys list</p> },
    ],
    '/',
  );
  render(app.element);
  return { calls, bodiesTo, router: app.router };
}

const internalName = () => screen.getByRole('textbox', { name: /Internal name/ });

describe('builder form: leaving with unsaved edits', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves without asking while nothing changed', async () => {
    renderBuilder(completeSurvey());
    fireEvent.click(screen.getByRole('link', { name: 'Back to surveys' }));
    expect(await screen.findByText('Surveys list')).toBeTruthy();
  });

  it('asks before unsaved edits are lost; Stay keeps them, Leave goes', async () => {
    renderBuilder(completeSurvey());
    fireEvent.change(internalName(), { target: { value: 'Poli 2' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to surveys' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((internalName() as HTMLInputElement).value).toBe('Poli 2');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Back to surveys' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Surveys list')).toBeTruthy();
  });

  it('does not ask after a successful save', async () => {
    const { bodiesTo } = renderBuilder(completeSurvey());
    fireEvent.change(internalName(), { target: { value: 'Poli 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Survey saved' })).toBeTruthy();
    expect(bodiesTo(API.surveys.createBuilderSurvey)[0]).toMatchObject({
      internal_name: 'Poli 2',
    });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Surveys list')).toBeTruthy();
  });
});

describe('builder form: Enter', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does not save when Enter is pressed in a single-line field', async () => {
    const { calls } = renderBuilder(completeSurvey());
    fireEvent.change(internalName(), { target: { value: 'Poli 2' } });
    fireEvent.keyDown(internalName(), { key: 'Enter' });
    // No form to submit implicitly (browsers submit the input's form on Enter); Save is a plain button.
    expect(internalName().closest('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('builder form: project', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("creates a project in the survey's organisation and saves the survey in it", async () => {
    const { bodiesTo } = renderBuilder(completeSurvey());
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the new project' }), {
      target: { value: 'Cardiologie' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('Cardiologie'));
    expect(bodiesTo(API.surveys.newProject)[0]).toEqual({
      projectName: 'Cardiologie',
      organizationId: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Survey saved' });
    expect(bodiesTo(API.surveys.createBuilderSurvey)[0]).toMatchObject({ projectId: 4 });
  });
});

describe('builder form: organisation of a new survey', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lets a new survey be made in another organisation, in one of that organisation's projects", async () => {
    const { bodiesTo } = renderBuilder(completeSurvey());
    const organization = await screen.findByRole('combobox', { name: 'Organisation' });
    expect(organization.textContent).toBe('Eigen kliniek');
    fireEvent.mouseDown(organization);
    fireEvent.click(await screen.findByRole('option', { name: 'Kliniek Noord' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hartcentrum' }));
    expect(screen.queryByRole('option', { name: 'Poli' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Survey saved' });
    expect(bodiesTo(API.surveys.createBuilderSurvey)[0]).toMatchObject({
      organizationId: 2,
      projectId: 7,
    });
  });
});

describe('builder form: lengths', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lets no text field take more than the contract's limit", () => {
    renderBuilder(completeSurvey());
    const maxLength = (name: string) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).maxLength;
    expect(maxLength('internalName')).toBe(LIMITS.surveyNameMaxLength);
    expect(maxLength('title.en')).toBe(BUILDER_LIMITS.title);
    expect(maxLength('description.en')).toBe(BUILDER_LIMITS.description);
    expect(maxLength('begin_message.en')).toBe(BUILDER_LIMITS.message);
    const pageTitle = document.querySelector('[name$=".title.en"]') as HTMLInputElement;
    expect(pageTitle.maxLength).toBe(BUILDER_LIMITS.text);
  });
});

describe('builder form: moving with the keyboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps focus on the moved page when its arrow becomes disabled, and announces the new place', async () => {
    const survey = completeSurvey();
    const second = { ...newSurvey(1, 'en').pages[0]!, titles: { en: 'Page two' } };
    renderBuilder({ ...survey, pages: [...survey.pages, second] });
    const down = screen.getByRole('button', { name: 'Move page 1 down' });
    down.focus();
    fireEvent.click(down);
    const movedUp = screen.getByRole('button', { name: 'Move page 2 up' });
    expect(screen.getByRole('button', { name: 'Move page 2 down' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement).toBe(movedUp));
    await waitFor(() =>
      expect(screen.getByTestId('builder-announcer').textContent).toBe('Page moved to position 2 of 2.'),
    );
    // The moved page is the one that was first.
    expect((document.querySelectorAll('[name$=".title.en"]')[1] as HTMLInputElement).value).toBe('Page one');
  });
});

describe('builder form: warnings', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks before saving a route back to the same page, and saves only when told to', async () => {
    const survey = completeSurvey();
    const page = survey.pages[0]!;
    const question = {
      ...newQuestion(11),
      texts: { en: 'Again?' },
    };
    question.options = [{ ...question.options[0]!, texts: { en: 'Yes' }, routeToPageKey: page.key }];
    const { bodiesTo } = renderBuilder({ ...survey, pages: [{ ...page, questions: [question] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save anyway?' });
    expect(dialog.textContent).toContain('Page 1, question 1, option 1: routes back to page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(API.surveys.createBuilderSurvey)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await screen.findByRole('dialog', { name: 'Survey saved' });
    expect(bodiesTo(API.surveys.createBuilderSurvey).length).toBeGreaterThan(0);
  });
});

describe('builder form: a first save, activation and errors', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the saved survey at its edit address and says that it is inactive', async () => {
    const { router } = renderBuilder(completeSurvey());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey saved' });
    expect(router.state.location.pathname).toBe('/surveys/edit-survey/9');
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Edit survey');
    expect(dialog.textContent).toContain('The survey is inactive: respondents see "Survey not active".');
    // The message is not shown again by a reload of the edit address.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('saves the survey active when Active is switched on, and then says nothing of inactivity', async () => {
    const { bodiesTo } = renderBuilder(completeSurvey());
    const active = screen.getByRole('switch', { name: 'Active: respondents can answer' });
    expect((active as HTMLInputElement).checked).toBe(false);
    fireEvent.click(active);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey saved' });
    expect(bodiesTo(API.surveys.createBuilderSurvey)[0]).toMatchObject({ status: 1 });
    expect(dialog.textContent).not.toContain('inactive');
  });

  it('marks no field of an untouched new survey; a left field or a save attempt shows the problems', async () => {
    renderBuilder(newSurvey(1, 'en'));
    const invalid = () => document.querySelectorAll('input[aria-invalid="true"], textarea[aria-invalid="true"]');
    expect(invalid()).toHaveLength(0);
    fireEvent.blur(internalName());
    expect(internalName().getAttribute('aria-invalid')).toBe('true');
    expect(invalid()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Not all fields filled in' });
    // The survey title and the first page's title are required too.
    expect(invalid().length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the live region one pixel wide, so it never widens the page', () => {
    renderBuilder(completeSurvey());
    const style = getComputedStyle(screen.getByTestId('builder-announcer'));
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
  });
});

describe('builder form: the report grouping question', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the grouping only on choice questions, keeps one question per kind, and saves the marks', async () => {
    const survey = completeSurvey();
    const choice = (text: string, answers: string[]) => {
      const question = { ...newQuestion(1), texts: { en: text } };
      question.options = answers.map((answer) => ({ ...question.options[0]!, key: answer, texts: { en: answer } }));
      return question;
    };
    const questions = [
      choice('Which treatment?', ['IVF', 'ICSI']),
      choice('Where were you treated?', ['Laboratory', 'Satellite']),
      { ...newQuestion(5), texts: { en: 'Anything else?' } },
    ];
    const { bodiesTo } = renderBuilder({ ...survey, pages: [{ ...survey.pages[0]!, questions }] });
    const grouping = () => screen.getAllByRole('combobox', { name: 'Grouping in the report' });
    // The open text question has no options to group by.
    expect(grouping()).toHaveLength(2);
    expect(grouping().map((select) => select.textContent)).toEqual(['None', 'None']);

    const choose = async (index: number, name: string) => {
      fireEvent.mouseDown(grouping()[index]!);
      fireEvent.click(await screen.findByRole('option', { name }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    };
    await choose(0, 'Treatment method');
    // Marking the second question as the treatment question takes the mark from the first.
    await choose(1, 'Treatment method');
    expect(grouping().map((select) => select.textContent)).toEqual(['None', 'Treatment method']);
    await choose(0, 'Laboratory or satellite function');
    expect(grouping().map((select) => select.textContent)).toEqual([
      'Laboratory or satellite function',
      'Treatment method',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Survey saved' });
    const [body] = bodiesTo(API.surveys.createBuilderSurvey);
    expect(body!.pages[0]!.questions.map((question) => question.report_group)).toEqual(['location', 'treatment', null]);
  });
});

describe('builder form: changing the type of a saved question', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says that its answers so far stay with the old question', async () => {
    const survey = completeSurvey();
    const saved = { ...newQuestion(5), id: 41, savedType: 5, texts: { en: 'Your comments' } };
    renderBuilder({ ...survey, id: 9, pages: [{ ...survey.pages[0]!, questions: [saved] }] });
    const warning = /the answers given so far are archived with the old one/;
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Question type' }));
    fireEvent.click(await screen.findByRole('option', { name: /^1\./ }));
    expect(await screen.findByText(warning)).toBeTruthy();
  });
});
