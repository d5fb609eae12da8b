import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { langFirst, type LangFirstEnv } from './lang-first.js';
import { openShopDatabase } from './test-database.js';

// The test shop speaks Italian (its main language) and English.
let database: Database;
let app: Hono<LangFirstEnv>;
beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono<LangFirstEnv>();
  app.post('/change', langFirst(database.db), (c) => c.json({ lang: c.var.lang }));
}, 60_000);
afterAll(async () => { await database?.close(); });

const langOf = async (query: string, acceptLanguage?: string) => {
  const answer = await app.request(`/change${query}`, { method: 'POST', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  return ((await answer.json()) as { lang: string }).lang;
};

describe('langFirst', () => {
  it('sets the asked language when the shop speaks it', async () => {
    expect(await langOf('?lang=en', 'it-IT')).toBe('en');
    expect(await langOf('?lang=it', 'en-GB')).toBe('it');
  });

  it("falls back as requestLang does: Accept-Language, then the shop's main language", async () => {
    expect(await langOf('?lang=de', 'en-GB')).toBe('en');
    expect(await langOf('', 'fr-FR')).toBe('it');
  });

  it('passes over a malformed lang, leaving it to the validator', async () => {
    expect(await langOf('?lang=xx-%00', 'en')).toBe('en');
  });
});
