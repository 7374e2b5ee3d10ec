import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildUser } from '../../test/factories.js';
import { addRespondent, buildSurvey, sessionCookieFor, type KeyedSurvey } from '../../test/results-fixture.js';
import { surveys } from '../../db/schema.js';
import { neutralizeFormula } from '../../lib/spreadsheet-cells.js';

// A 1x1 transparent PNG.
const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('exports', () => {
  let ctx: TestContext;
  let survey: KeyedSurvey;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const organization = await buildOrganization(ctx.database);
    const user = await buildUser(ctx.database, { role: 4, organizationId: organization.id });
    cookie = await sessionCookieFor(ctx.database, user.id);
    userId = user.id;
    survey = await buildSurvey(ctx.database, { organizationId: organization.id });
    await addRespondent(ctx.database, survey, {
      locale: 'nl',
      startedAt: '2024-01-10T10:00:00Z',
      answers: {
        likert: 0,
        multiple: [0, 1],
        slider: 8,
        difficulty: 2,
        nps: 9,
        number: 3,
        open: '=HYPERLINK("http://x")',
      },
    });
    await addRespondent(ctx.database, survey, {
      locale: 'en',
      startedAt: '2024-02-10T10:00:00Z',
      answers: { likert: 5, multiple: { option: 2, open: '+31 6 1234' }, slider: 3, open: 'Fine' },
    });
    await addRespondent(ctx.database, survey, {
      locale: 'en',
      startedAt: '2024-03-10T10:00:00Z',
      isFinished: false,
      answers: { likert: 3 },
    });
    // Give the observer access through a project.
    const { projects, observerProjectAccess, surveys } = await import('../../db/schema.js');
    const [project] = await ctx.database.db
      .insert(projects)
      .values({ organizationId: organization.id, name: 'P' })
      .returning();
    await ctx.database.db.update(surveys).set({ projectId: project!.id });
    await ctx.database.db.insert(observerProjectAccess).values({ userId: user.id, projectId: project!.id });
  });
  afterAll(() => ctx.close());

  it('neutralizes text a spreadsheet would read as a formula', () => {
    expect(neutralizeFormula('=1+1')).toBe("'=1+1");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('-3')).toBe("'-3");
    expect(neutralizeFormula('Fine = good')).toBe('Fine = good');
  });

  it('exports one row per respondent as XLSX with readable headers', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel',
      headers: { cookie },
      payload: { surveyId: survey.id, locale: 'nl' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.name).toBe('Antwoorden');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Respondent',
      'Gestart',
      'Afgerond',
      'Taal',
      'De arts luisterde goed',
      'Hoe kwam u bij ons?',
      'Cijfer',
      'Hoe moeilijk was het?',
      'Aanbevelen?',
      'Aantal bezoeken',
      'Opmerkingen',
    ]);
    const first = sheet.getRow(2);
    // Start and end are date cells shown in Dutch order, day first.
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(first.getCell(2).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(first.getCell(4).value).toBe('nl');
    expect(first.getCell(5).value).toBe('Helemaal eens');
    expect(first.getCell(6).value).toBe('Huisarts; Internet');
    expect(first.getCell(7).value).toBe(8);
    expect(first.getCell(10).value).toBe(3);
    // Stored as a string with an apostrophe, never as a formula.
    expect(first.getCell(11).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(11).value).toBe('\'=HYPERLINK("http://x")');
    const second = sheet.getRow(3);
    expect(second.getCell(5).value).toBe('Niet van toepassing');
    expect(second.getCell(6).value).toBe('Anders: +31 6 1234');
    expect(sheet.getRow(4).getCell(3).value).toBeNull();
  });

  it('limits the export to the date range', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel',
      headers: { cookie },
      payload: { surveyId: survey.id, locale: 'en', fromDate: '2024-02-01', toDate: '2024-02-10' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(5).value).toBe('The doctor listened well');
    expect(sheet.getRow(2).getCell(7).value).toBe(3);
  });

  it('renders the report as a PDF with charts, and the comments-only report', async () => {
    const body = {
      id: survey.id,
      fromDate: '2024-01-01',
      toDate: '2024-12-31',
      filter: [],
      surveyName: 'Fixture survey',
      header: 'Patient experience',
      logo: PNG_LOGO,
      colorScheme: 'cool',
      locale: 'nl',
    };
    const full = await ctx.app.inject({ method: 'POST', url: '/api/v1/report', headers: { cookie }, payload: body });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(full.rawPayload.length).toBeGreaterThan(5000);
    const textOnly = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report-text-only',
      headers: { cookie },
      payload: {
        ...body,
        colorScheme: ['#000000', '#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'],
      },
    });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Both embed the same font subset; the charts add kilobytes of vector drawing on top.
    expect(full.rawPayload.length - textOnly.rawPayload.length).toBeGreaterThan(5000);
  });

  it('states the period of the report, the whole survey when no dates are given', async () => {
    const pdfText = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/report', headers: { cookie }, payload });
      expect(response.statusCode).toBe(200);
      return execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    };
    // No header: the opening text is optional and the survey name heads the report.
    const base = { id: survey.id, surveyName: 'Fixture survey', locale: 'nl' };
    const dated = await pdfText({ ...base, fromDate: '2024-02-01', toDate: '2024-02-29' });
    expect(dated).toContain('Fixture survey');
    // Dates as Dutch writes them, as on the dashboard.
    expect(dated).toContain('Periode: 01-02-2024 – 29-02-2024');

    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${now.getFullYear()}`;
    // The fixture survey starts on 2024-01-01, before its first respondent.
    expect(await pdfText(base)).toContain(`Periode: 01-01-2024 – ${today}`);
  });

  it('heads the report once, states its respondent counts and captions open option texts', async () => {
    const pdfText = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/report',
        headers: { cookie },
        payload: { id: survey.id, surveyName: 'Fixture survey', locale: 'nl', ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      return execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    };
    const occurrences = (text: string, part: string) => text.split(part).length - 1;
    // The dashboard's export dialog used to send the survey name as the heading too.
    const same = await pdfText({ header: 'Fixture survey' });
    expect(occurrences(same, 'Fixture survey')).toBe(1);
    const own = await pdfText({ header: 'Kwartaal 1' });
    expect(occurrences(own, 'Kwartaal 1')).toBe(1);
    expect(occurrences(own, 'Fixture survey')).toBe(1);

    // Two finished respondents and one who stopped after the first question.
    expect(same).toMatch(/Afgerond: 2\s+Niet afgerond: 1/);
    expect(same).toContain('n = 3 beantwoord');
    const caption = 'Ingevulde teksten bij “Anders, namelijk”';
    expect(same).toContain(caption);
    expect(same.indexOf('+31 6 1234')).toBeGreaterThan(same.indexOf(caption));
    // Only those who chose "Anders": the counts follow the report's filters like its cards.
    const other = await pdfText({
      filter: [{ questionId: survey.questions.multiple, optionId: survey.options.multiple![2] }],
    });
    expect(other).toMatch(/Afgerond: 1\s+Niet afgerond: 0/);
  });

  it('lays the report out as the spec says: chart half wide, right margin 30, 24-point bold title', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      headers: { cookie },
      payload: { id: survey.id, surveyName: 'Fixture survey', header: 'Patient experience', locale: 'nl' },
    });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    // A4 in points; the left margin is not in the spec, the report uses 48.
    const right = 595.28 - 30;
    const chartRight = 48 + (right - 48) / 2;

    const words = readPdfTexts(pdf);
    const title = words.find((word) => word.text === 'Patient experience')!;
    expect(title).toMatchObject({ size: 24, isBold: true });
    expect(words.find((word) => word.text === 'De arts luisterde goed')).toMatchObject({ isBold: true });
    // The counts table stands in the right half and ends at the right margin.
    const tableHeader = words.find((word) => word.text === 'Antwoord')!;
    expect(tableHeader.left).toBeGreaterThan(chartRight);
    const rightEdge = Math.max(...words.map((word) => word.left + word.width));
    expect(rightEdge).toBeGreaterThan(right - 2);
    expect(rightEdge).toBeLessThanOrEqual(right + 1);

    // The rendered first page, one pixel a point: coloured pixels are the chart's bars and the
    // colour swatches at the start of the table rows; the bars fill the left half and no more.
    const page = renderPage(pdf);
    const swatchLeft = chartRight + 14;
    let barRight = 0;
    let barLeft = Infinity;
    for (let y = 0; y < page.height; y++) {
      for (let x = 0; x < page.width; x++) {
        if (!page.isColoured(x, y) || (x >= swatchLeft - 1 && x <= swatchLeft + 8)) continue;
        barRight = Math.max(barRight, x);
        barLeft = Math.min(barLeft, x);
      }
    }
    expect(barLeft).toBeGreaterThanOrEqual(48);
    expect(barRight).toBeLessThanOrEqual(chartRight + 1);
    expect(barRight).toBeGreaterThan(48 + (chartRight - 48) * 0.8);
    // The thin grey rule between questions runs from margin to margin.
    const ruleRow = Array.from({ length: page.height }, (_, y) => y).find((y) => page.isGreyLine(y, 60, 560));
    expect(ruleRow).toBeDefined();
    expect(page.isBlank(Math.ceil(right) + 2, ruleRow!)).toBe(true);
  });

  it('names the difficulty buckets as the respondent slider does, and titles an unnamed report', async () => {
    const report = async (locale: string, surveyName = 'Fixture survey') => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/report',
        headers: { cookie },
        payload: { id: survey.id, surveyName, locale },
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    const text = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
    const dutch = text(await report('nl'));
    for (const label of ['Erg moeilijk', 'Moeilijk', 'Verwachte moeite', 'Makkelijk', 'Erg makkelijk']) {
      expect(dutch).toContain(label);
    }
    expect(dutch).toContain('n = 2');
    expect(text(await report('de'))).toContain('Erwarteter Aufwand');
    expect(text(await report('fr'))).toContain('Effort attendu');

    const untitled = await report('nl', '');
    expect(text(untitled)).toContain('Rapport');
    expect(execFileSync('pdfinfo', ['-'], { input: untitled }).toString('utf8')).toMatch(/^Title:\s+Rapport$/m);
  });

  it("shows the survey's own logo when the request names none", async () => {
    const body = { id: survey.id, filter: [], surveyName: 'Fixture survey', header: '', logo: null, locale: 'nl' };
    const report = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/report-text-only', headers: { cookie }, payload: body });
    const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

    expect(hasImage((await report()).rawPayload)).toBe(false);
    await ctx.database.db.update(surveys).set({ logo: PNG_LOGO }).where(eq(surveys.id, survey.id));
    expect(hasImage((await report()).rawPayload)).toBe(true);
  });

  it("refuses a report logo over 4096 pixels a side with a 400 naming it, and embeds a mislabelled one's pixels", async () => {
    // 8000×8000 of one colour: a small file that would decode to 256 MB.
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 4, background: '#c0000080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const body = { id: survey.id, filter: [], surveyName: 'Fixture survey', header: '', locale: 'nl' };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      headers: { cookie },
      payload: { ...body, logo: `data:image/png;base64,${huge.toString('base64')}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'bad_request',
      issues: [{ path: 'logo', message: 'The logo is 8000×8000 pixels; at most 4096×4096 is accepted.' }],
    });

    const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00b050' } })
      .gif()
      .toBuffer();
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report-text-only',
      headers: { cookie },
      payload: { ...body, logo: `data:text/html;base64,${gif.toString('base64')}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('runs at most two reports or exports per user at a time; the next is answered 429 with Retry-After', async () => {
    const held = [ctx.app.generationSlots.tryAcquire(userId)!, ctx.app.generationSlots.tryAcquire(userId)!];
    const body = { id: survey.id, filter: [], surveyName: 'Fixture survey', header: '', logo: null, locale: 'nl' };
    const requests = [
      { url: '/api/v1/report', payload: body },
      { url: '/api/v1/report-text-only', payload: body },
      { url: '/api/v1/excel', payload: { surveyId: survey.id, locale: 'nl' } },
    ];
    for (const request of requests) {
      const busy = await ctx.app.inject({ method: 'POST', headers: { cookie }, ...request });
      expect(busy.statusCode, request.url).toBe(429);
      expect(busy.headers['retry-after']).toBe('10');
      expect(busy.json().error.code).toBe('too_many_requests');
    }
    held[0]!();
    // A slot is free again: one runs, and gives its slot back when its answer is sent.
    for (const request of requests) {
      const done = await ctx.app.inject({ method: 'POST', headers: { cookie }, ...request });
      expect(done.statusCode, request.url).toBe(200);
    }
    held[1]!();
    const both = [ctx.app.generationSlots.tryAcquire(userId), ctx.app.generationSlots.tryAcquire(userId)];
    expect(both.every((release) => release !== null)).toBe(true);
    both.forEach((release) => release!());
  });

  it('writes Cyrillic, Polish and Turkish survey texts as text, not as Latin-1 garbage', async () => {
    const russian = 'Врач внимательно выслушал меня';
    const polish = 'Zażółć gęślą jaźń';
    await ctx.database.query(sql`
      update question_texts set text = ${`${russian} / ${polish} / Türkçe ğış`}
      where locale = 'nl' and question_id = (select min(q.id) from questions q
        join survey_pages p on p.id = q.page_id where p.survey_id = ${survey.id})`);
    const body = { id: survey.id, filter: [], surveyName: 'Анкета пациентов', header: '', logo: null, locale: 'nl' };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    // pdftotext (poppler, installed by .ci/run) reads the text back through the embedded font's Unicode map.
    const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    expect(text).toContain('Анкета пациентов');
    expect(text).toContain(russian);
    expect(text).toContain(polish);
    expect(text).toContain('Türkçe ğış');
  });
});

type PdfText = { text: string; left: number; width: number; size: number; isBold: boolean };

/** The texts of a PDF's first page with position (points), font size and weight, read by poppler's pdftohtml. */
function readPdfTexts(pdf: Buffer): PdfText[] {
  const xml = execFileSync('pdftohtml', ['-xml', '-stdout', '-i', '-zoom', '1', '-f', '1', '-l', '1', '-', 'page'], {
    input: pdf,
  }).toString('utf8');
  const sizes = new Map([...xml.matchAll(/<fontspec id="(\d+)" size="(\d+)"/g)].map((m) => [m[1], Number(m[2])]));
  return [
    ...xml.matchAll(/<text top="[\d.]+" left="([\d.]+)" width="([\d.]+)" height="[\d.]+" font="(\d+)">(.*?)<\/text>/g),
  ].map((m) => ({
    left: Number(m[1]),
    width: Number(m[2]),
    size: sizes.get(m[3]) ?? 0,
    isBold: m[4]!.startsWith('<b>'),
    text: m[4]!.replace(/<\/?b>/g, ''),
  }));
}

/** The first page rendered by pdftoppm at 72 dpi (a pixel a point), read from its PPM bytes. */
function renderPage(pdf: Buffer) {
  const ppm = execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-'], { input: pdf, maxBuffer: 8_000_000 });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40))!;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const offset = header[0].length;
  const rgb = (x: number, y: number) => {
    const at = offset + (y * width + x) * 3;
    return [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!] as const;
  };
  return {
    width,
    height,
    isColoured: (x: number, y: number) => {
      const [r, g, b] = rgb(x, y);
      return Math.max(r, g, b) - Math.min(r, g, b) > 60;
    },
    isBlank: (x: number, y: number) => rgb(x, y).every((channel) => channel > 250),
    /** Every pixel from `from` to `to` on row y a light grey, as the anti-aliased thin rule is. */
    isGreyLine: (y: number, from: number, to: number) => {
      for (let x = from; x <= to; x++) {
        const [r, g, b] = rgb(x, y);
        if (r > 245 || r < 170 || Math.max(r, g, b) - Math.min(r, g, b) > 6) return false;
      }
      return true;
    },
  };
}
