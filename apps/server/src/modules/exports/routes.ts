import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXCEL_EXPORT_FILENAME, ZExcelExportRequest, ZReportRequest } from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import type { GenerationSlots } from '../../lib/generation-slots.js';
import { logoForPdf } from '../../lib/logo-validation.js';
import { requireUser } from '../auth/authorization.js';
import { requireReadableSurvey } from '../auth/policies/survey.js';
import { writeExcelExport } from './excel-export.js';
import { ExportWorkers } from './export-workers.js';
import { createReportPdf } from './report-pdf.js';
import { ROLE } from '@peil/contract/domain';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const staff = { access: { minRole: ROLE.observer } };

export const exportRoutes =
  (database: Database, generationSlots: GenerationSlots): FastifyPluginAsyncZod =>
  async (app) => {
    const workers = new ExportWorkers();
    app.addHook('onClose', () => workers.close());
    app.post(
      '/api/v1/excel',
      {
        config: staff,
        schema: { tags: ['exports'], summary: 'Answers per respondent as XLSX', body: ZExcelExportRequest },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await requireReadableSurvey(database.db, user, request.body.surveyId);
        generationSlots.holdForResponse(user.id, reply);
        const stream = new PassThrough();
        writeExcelExport(database, request.body, stream, workers).catch((error: unknown) => {
          request.log.error({ err: error }, 'excel export failed');
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${EXCEL_EXPORT_FILENAME}"`)
          .send(stream);
      },
    );

    for (const [url, isTextOnly] of [
      ['/api/v1/report', false],
      ['/api/v1/report-text-only', true],
    ] as const) {
      app.post(
        url,
        { config: staff, schema: { tags: ['exports'], summary: 'Results report as PDF', body: ZReportRequest } },
        async (request, reply) => {
          const { id, logo, ...body } = request.body;
          const user = requireUser(request);
          await requireReadableSurvey(database.db, user, id);
          generationSlots.holdForResponse(user.id, reply);
          const logoImage = logo ? await logoForPdf(logo) : null;
          const pdf = createReportPdf(database, { ...body, logo: logoImage, surveyId: id, isTextOnly }, workers);
          const filename = isTextOnly ? 'report-comments.pdf' : 'report.pdf';
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${filename}"`)
            .send(pdf);
        },
      );
    }
  };
