// A picture's text alternative set in the back office is the one the server-rendered product page
// says, in the page's language (docs/decisions/246-the-article-page.md); the page follows the
// change at once, the catalogue version having moved. Needs the built bundles, as ssr.test.ts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleSchema } from '../../contract/admin-catalogue.js';
import { insertSimpleArticle, staffCall, staffOk, type Staff } from './admin-catalogue-fixtures.js';
import { staffSignIn } from './admin-fixtures.js';
import { startTestApi, type TestApi } from './harness.js';

const DIST = resolve('dist');
const BUNDLE = resolve('dist-server/entry-server.js');

let api: TestApi;
let staff: Staff;
beforeAll(async () => {
  if (!existsSync(BUNDLE) || !existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('The server-render bundle is missing: run `npm run build` first.');
  }
  api = await startTestApi({ distDir: DIST, env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });
  staff = await staffSignIn(api);
});
afterAll(async () => { await api?.close(); });

const page = async (path: string) => {
  const res = await api.fetch(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
  expect(res.status).toBe(200);
  return res.text();
};
/** The alt attributes of the page's pictures. */
const alts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);

describe('the product page and the pictures\' text alternatives', () => {
  it('says the text alternative the staff set, in the page\'s language, and the new order\'s first picture first', async () => {
    const made = await insertSimpleArticle(api.db);
    for (const colour of ['#c01818', '#1818c0']) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer())], { type: 'image/png' }), 'p.png');
      expect((await staffCall(api, staff, 'POST', `/v1/admin/articles/${made.id}/images`, form)).status).toBe(201);
    }
    const before = await page(`/p/${made.slug}`);
    expect(alts(before)).not.toContain('Borraccia rossa vista di lato');

    const article = adminArticleSchema.parse(await staffOk(api, staff, 'GET', `/v1/admin/articles/${made.id}`));
    const [red, blue] = article.images;
    await staffOk(api, staff, 'PATCH', `/v1/admin/articles/${made.id}/images/${blue!.id}`, { alts: { it: 'Borraccia blu vista di lato', en: 'Blue bottle, side view' } });
    await staffOk(api, staff, 'PUT', `/v1/admin/articles/${made.id}/images/order`, { pictureIds: [blue!.id, red!.id] });

    const italian = await page(`/p/${made.slug}`);
    expect(alts(italian)).toContain('Borraccia blu vista di lato');
    expect(italian.indexOf('Borraccia blu vista di lato')).toBeLessThan(italian.indexOf(`alt="${article.names.it}"`) >>> 0);
    const english = await page(`/en/p/${made.slug}`);
    expect(alts(english)).toContain('Blue bottle, side view');
    expect(alts(english)).not.toContain('Borraccia blu vista di lato');
  });
});
