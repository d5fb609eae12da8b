// GET /v1/pages/{key} (decision 120): the information pages' text, seeded in five languages, with
// the title and description GET meta gives the same page.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../contract/i18n-text.js';
import { INFO_PAGE_KEYS, infoPageSchema, type InfoPage } from '../../contract/info-pages.js';
import { pageMetaSchema } from '../../contract/meta.js';
import { infoPages } from '../../server/db/schema.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

async function page(key: string, lang: string): Promise<InfoPage> {
  const res = await api.fetch(`/v1/pages/${key}?lang=${lang}`);
  expect(res.status, `${key} in ${lang}`).toBe(200);
  expect(res.headers.get('content-language')).toBe(lang);
  return infoPageSchema.parse(await res.json());
}

const texts = (p: InfoPage) => p.blocks.flatMap((b) =>
  b.type === 'heading' || b.type === 'paragraph' || b.type === 'link' ? [b.text]
    : b.type === 'list' ? b.items
      : b.type === 'terms' ? b.items.flatMap((i) => [i.term, i.text])
        : b.type === 'deliveryTimes' ? b.rows.flatMap((r) => [r.label, r.time]) : []).join('\n');

describe('GET /v1/pages/{key}', () => {
  it('answers every page in every language with its own text, title and description', async () => {
    for (const key of INFO_PAGE_KEYS) {
      const byLang = await Promise.all(LANGS.map((lang) => page(key, lang)));
      for (const [i, answer] of byLang.entries()) {
        expect(answer).toMatchObject({ key, lang: LANGS[i] });
        expect(answer.blocks.length, key).toBeGreaterThan(0);
        expect(answer.description, key).toBeTruthy();
      }
      // Translated, not Italian five times: titles and texts differ from the Italian ones.
      for (const answer of byLang.slice(1)) {
        expect(texts(answer), `${key} ${answer.lang}`).not.toBe(texts(byLang[0]!));
      }
      expect(new Set(byLang.map((a) => a.title)).size, key).toBeGreaterThan(1);
    }
  });

  it('gives the page the title and description GET meta gives its path', async () => {
    for (const [key, lang] of [['cgv', 'it'], ['metodi-di-spedizione', 'de'], ['informativa-sulla-privacy', 'fr']] as const) {
      const answer = await page(key, lang);
      const res = await api.fetch(`/v1/meta?fullPath=${encodeURIComponent(lang === 'it' ? `/${key}` : `/${lang}/${key}`)}`);
      const meta = pageMetaSchema.parse(await res.json());
      expect(meta.title).toBe(`${answer.title} | Bikes & Components`);
      expect(meta.description).toBe(answer.description);
    }
  });

  it('carries the policy texts of the spec: deadlines, wallet errors, delivery times by region', async () => {
    const terms = texts(await page('cgv', 'it'));
    // The terms say what the withdrawal function does (decision 234): calendar days from receipt, the refund within 14 days of the statement.
    expect(terms).toContain('entro 14 giorni dal giorno in cui tu, o chi hai indicato, ricevi la merce');
    expect(terms).toContain('entro 14 giorni dalla dichiarazione di recesso, compreso il costo della consegna standard');
    expect(terms).not.toMatch(/lavorativi dalla consegna|entro 30 giorni|al netto dei costi/);
    // …and lead to it, labelled as the law asks, in every language.
    const labels = { it: 'Recedi dal contratto qui', en: 'Withdraw from contract here', fr: 'Se rétracter du contrat ici', es: 'Desistir del contrato aquí', de: 'Vertrag hier widerrufen' } as const;
    for (const lang of LANGS) {
      expect((await page('cgv', lang)).blocks, lang).toContainEqual({ type: 'link', text: labels[lang], href: '/recesso' });
    }
    expect(terms).toContain('reggisella, selle e guarniture');
    const payment = await page('metodi-di-pagamento', 'en');
    const wallet = payment.blocks.find((b) => b.type === 'terms');
    expect(wallet?.type === 'terms' && wallet.items.map((i) => i.term)).toEqual([
      'Transaction error', 'Limited purchase', 'Transaction denied', 'Missing funding source', 'Declined: risky buyer', 'Generic error',
    ]);
    expect(payment.blocks).toContainEqual({ type: 'shopData', what: 'payments' });
    const shipping = await page('metodi-di-spedizione', 'it');
    expect(shipping.blocks).toContainEqual(expect.objectContaining({
      type: 'deliveryTimes', rows: expect.arrayContaining([expect.objectContaining({ regions: ['Sicilia', 'Calabria', 'Sardegna'], time: '2-3 giorni lavorativi' })]),
    }));
  });

  it('takes the language from Accept-Language without a lang query', async () => {
    const res = await api.fetch('/v1/pages/chi-siamo', { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(infoPageSchema.parse(await res.json())).toMatchObject({ lang: 'es', title: 'Quiénes somos' });
  });

  it('shows an edit of the shop at once, and answers in Italian for a language not written yet', async () => {
    const where = and(eq(infoPages.shopId, 'raggio'), eq(infoPages.key, 'ambassador'), eq(infoPages.lang, 'de'));
    const [before] = await api.db.select().from(infoPages).where(where);
    try {
      await api.db.update(infoPages).set({ blocks: [{ type: 'paragraph', text: 'Neu: Trainingslager im März' }, { type: 'video', src: 'x' }] }).where(where);
      expect((await page('ambassador', 'de')).blocks).toEqual([{ type: 'paragraph', text: 'Neu: Trainingslager im März' }]);
      await api.db.delete(infoPages).where(where);
      const fallback = await page('ambassador', 'de');
      expect(fallback.title).toBe('Botschafter und Athleten');
      expect(texts(fallback)).toBe(texts(await page('ambassador', 'it')));
    } finally {
      await api.db.delete(infoPages).where(where);
      await api.db.insert(infoPages).values(before!);
    }
  });

  it('answers 404 for an unknown page, and for a known path that is no information page', async () => {
    await expectError(await api.fetch('/v1/pages/chi-siamo-2?lang=it'), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/pages/carrello'), 404, 'NOT_FOUND');
  });

  it('refuses a language the shop does not speak with 400', async () => {
    const error = await expectError(await api.fetch('/v1/pages/cgv?lang=pt'), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toContain('lang');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/v1/pages/{key}']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
