// Prices and stock by file (docs/decisions/194-back-office-catalogue.md): a dry run that answers
// every row's change and every row's error changing nothing, the apply that writes the whole file
// in one transaction or nothing, and the export in the same columns. Staff only
// (docs/decisions/192-back-office.md).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CATALOGUE_CSV_MAX_BYTES, catalogueCsvReportSchema, type CatalogueCsvReport } from '../../contract/admin-catalogue.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import { applyCatalogueCsv, CatalogueCsvRejected, dryRunCatalogueCsv } from '../domain/admin-catalogue/csv-apply.js';
import { exportCatalogueCsv } from '../domain/admin-catalogue/csv-export.js';
import type { CsvPlan } from '../domain/admin-catalogue/csv-plan.js';
import { csvErrorText } from '../domain/admin-catalogue/csv-texts.js';
import * as texts from '../domain/admin-catalogue/texts.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { translate } from '../domain/i18n.js';
import { ApiHttpError } from '../http/errors.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const csvBody = {
  content: { 'text/csv': { schema: z.string().meta({ description: `UTF-8 CSV, at most ${CATALOGUE_CSV_MAX_BYTES} bytes; header sku and any of price, discounted_price, stock, on_sale. Commas between cells with decimal dots, or semicolons with Italian numbers (16,50; 1.234,50) as a spreadsheet set to Italian saves it (decision 233)` }) } },
  required: true,
};
const exportQuerySchema = langQuerySchema.extend({
  format: z.enum(['csv', 'excel-it']).default('csv').meta({
    description: "csv: commas between cells, decimal dots; excel-it: what a spreadsheet set to Italian opens in columns (a byte-order mark, semicolons, decimal commas, VERO/FALSO). The import reads both (docs/decisions/233-the-catalogue-file-as-italian-excel-saves-it.md)",
  }),
});
const tooLarge = errorBody(`PAYLOAD_TOO_LARGE: the file is over ${CATALOGUE_CSV_MAX_BYTES} bytes`);

const report = (plan: CsvPlan, lang: Lang, applied: boolean): CatalogueCsvReport => ({
  rows: plan.dataRows, changes: plan.changes, unchanged: plan.unchanged, applied,
  errors: plan.errors.map((e) => ({ ...e, message: translate(csvErrorText(e.code, plan.separator), lang) })),
});

export function adminCatalogueCsvRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  const common = { tags: ['admin'], security: staffSecurity, middleware: [requireStaff<StaffEnv>({ db, config })] };

  const dryRunRoute = createRoute({
    ...common, method: 'post', path: '/admin/catalogue/csv/dry-run',
    summary: 'What a prices-and-stock file would change, row by row, and every row\'s error with its line; changes nothing',
    request: { query: langQuerySchema, body: csvBody },
    responses: { 200: jsonBody(catalogueCsvReportSchema, 'The report (applied false)'), 401: staffSignedOutAnswer, 413: tooLarge, 500: errorResponses[500] },
  });
  const applyRoute = createRoute({
    ...common, method: 'post', path: '/admin/catalogue/csv/apply',
    summary: 'Apply a prices-and-stock file in one transaction: all rows, or none when any row has an error',
    request: { query: langQuerySchema, body: csvBody },
    responses: {
      200: jsonBody(catalogueCsvReportSchema, 'Applied (applied true)'), 401: staffSignedOutAnswer, 413: tooLarge,
      422: errorBody('CSV_INVALID: some rows have errors, nothing was changed; payload is the report'), 500: errorResponses[500],
    },
  });
  const exportRoute = createRoute({
    ...common, method: 'get', path: '/admin/catalogue/csv',
    summary: 'Every article\'s price, discounted price, stock and on-sale as the file the import reads (containers left out: their variants are rows)',
    request: { query: exportQuerySchema },
    responses: {
      200: { description: 'text/csv; prices in euros with a dot (1234.50), or with format excel-it a decimal comma (1234,50)', content: { 'text/csv': { schema: z.string() } } },
      401: staffSignedOutAnswer, 500: errorResponses[500],
    },
  });

  router.openapi(dryRunRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(report(await dryRunCatalogueCsv(db, await c.req.text()), lang, false), 200, NO_STORE);
  });
  router.openapi(applyRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const text = await c.req.text();
    try {
      const plan = await applyCatalogueCsv(db, c.var.staff.staffId, text);
      await catalogueAnswers(db).changed();
      return c.json(report(plan, lang, true), 200, NO_STORE);
    } catch (err) {
      if (!(err instanceof CatalogueCsvRejected)) throw err;
      throw new ApiHttpError(422, 'CSV_INVALID', translate(texts.CSV_INVALID, lang), report(err.plan, lang, false));
    }
  });
  router.openapi(exportRoute, async (c) => {
    const csv = await exportCatalogueCsv(db, c.req.valid('query').format);
    return c.body(csv, 200, { ...NO_STORE, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="catalogue.csv"' });
  });
  return router;
}
