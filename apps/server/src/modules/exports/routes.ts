import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@peil/contract/api';
import { exportsEndpoints } from '@peil/contract/api/exports';
import { EXCEL_EXPORT_FILENAME } from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import type { GenerationSlots } from '../../lib/generation-slots.js';
import { logoForPdf } from '../../lib/logo-validation.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { writeExcelExport } from './excel-export.js';
import type { ExportWorkers } from './export-workers.js';
import { createReportPdf } from './report-pdf.js';

export const exportRoutes =
  (database: Database, generationSlots: GenerationSlots, workers: ExportWorkers): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, exportsEndpoints.excel, async (request, reply) => {
      const user = requireUser(request);
      generationSlots.holdForResponse(user.id, reply);
      const stream = new PassThrough();
      writeExcelExport(database, request.body, stream, workers).catch((error: unknown) => {
        request.log.error({ err: error }, 'excel export failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${EXCEL_EXPORT_FILENAME}"`)
        .send(stream);
    });

    for (const [endpoint, isTextOnly] of [
      [exportsEndpoints.report, false],
      [exportsEndpoints.reportTextOnly, true],
    ] as const) {
      registerEndpoint(app, endpoint, async (request, reply) => {
        const { id, logo, ...body } = request.body;
        const user = requireUser(request);
        generationSlots.holdForResponse(user.id, reply);
        const logoImage = logo ? await logoForPdf(logo) : null;
        const pdf = createReportPdf(database, { ...body, logo: logoImage, surveyId: id, isTextOnly }, workers);
        const filename = isTextOnly ? 'report-comments.pdf' : 'report.pdf';
        return reply
          .type(PDF_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      });
    }
  };
