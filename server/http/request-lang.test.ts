import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langSchema } from '../../contract/i18n-text.js';
import type { Database } from '../db/client.js';
import { requestLang } from './request-lang.js';
import { openShopDatabase } from './test-database.js';

// The test shop speaks Italian (its main language) and English.
let database: Database;
let app: Hono;
beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono();
  app.get('/lang', async (c) => {
    const query = langSchema.safeParse(c.req.query('lang'));
    const { lang, langs } = await requestLang(c, database.db, query.success ? query.data : undefined);
    return c.json({ lang, allowed: langs.allowed.map((l) => l.value), main: langs.main });
  });
}, 60_000);
afterAll(async () => { await database?.close(); });

const langOf = async (query: string, acceptLanguage?: string) => {
  const answer = await app.request(`/lang${query}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  return ((await answer.json()) as { lang: string }).lang;
};

describe('requestLang', () => {
  it("answers with the shop's languages", async () => {
    expect(await (await app.request('/lang')).json()).toEqual({ lang: 'it', allowed: ['it', 'en'], main: 'it' });
  });

  it('takes the lang query first, when the shop speaks it', async () => {
    expect(await langOf('?lang=en', 'it-IT')).toBe('en');
    expect(await langOf('?lang=it', 'en-GB')).toBe('it');
  });

  it("else the best Accept-Language the shop speaks, else the shop's main language", async () => {
    expect(await langOf('?lang=de', 'fr-FR, en-GB;q=0.8, it;q=0.5')).toBe('en');
    expect(await langOf('', 'de-DE, it;q=0.9')).toBe('it');
    expect(await langOf('', 'en;q=0, de')).toBe('it');
    expect(await langOf('?lang=fr')).toBe('it');
  });
});
