import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { historyText } from './history-texts';

const CODE = /[A-Z]{3,}_[A-Z_]+|\/v1\//;

describe('historyText', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

  it('names an action done', () => {
    expect(historyText({ action: 'order.shipped', refusal: null }, i18n)).toBe('Spedito');
    expect(historyText({ action: 'article.update', refusal: null }, i18n)).toBe('Articolo modificato');
  });

  it('names the rest of the audit: a section named by its id, a move undone, a refused resend', () => {
    expect(historyText({ action: 'settings.pickup-3', refusal: null }, i18n)).toBe('Punto di ritiro cambiato');
    expect(historyText({ action: 'order.shipped.undone', refusal: null }, i18n)).toBe('Tornato indietro: Spedito');
    expect(historyText({ action: 'mail.resend', refusal: null }, i18n)).toBe('Mail inviata di nuovo');
    expect(historyText({ action: 'POST /v1/admin/mails/:id/resend', refusal: { code: 'OWNER_ONLY', statusCode: 403 } }, i18n))
      .toBe('Rifiutato: nuovo invio della mail — solo un titolare può farlo');
  });

  it('writes a refusal as what was asked and why, in words', () => {
    const refused = (action: string, code: string, payload?: unknown) => historyText({ action, refusal: { code, statusCode: 409, payload } }, i18n);
    expect(refused('POST /v1/admin/orders/:id/ship', 'ORDER_STATUS_CONFLICT', { status: 'deleted', action: 'ship' }))
      .toBe("Rifiutato: spedizione — l'ordine era nello stato «Annullato»");
    expect(refused('POST /v1/admin/orders/:id/refund', 'REFUND_TOO_MUCH', { refundable: 4000 }))
      .toMatch(/^Rifiutato: rimborso — importo oltre il rimborsabile \(40,00\s€\)$/);
    expect(refused('POST /v1/admin/orders/:id/refund', 'REFUND_PROVIDER_FAILED', { provider: 'paypal', issue: 'x' }))
      .toBe('Rifiutato: rimborso — PayPal ha rifiutato il rimborso');
    expect(refused('POST /v1/admin/orders/:id/cancel', 'REFUND_PROVIDER_DOWN', { provider: 'stripe' }))
      .toBe('Rifiutato: annullamento — Stripe non ha risposto');
    expect(refused('POST /v1/admin/catalogue/csv/apply', 'CSV_INVALID')).toBe('Rifiutato: importazione del file — il file aveva righe con errori');
  });

  it('never shows a code or a route, even for ones it does not know', () => {
    for (const text of [
      historyText({ action: 'POST /v1/admin/somewhere', refusal: { code: 'SOMETHING_NEW', statusCode: 409 } }, i18n),
      historyText({ action: 'POST /v1/admin/orders/:id/ship', refusal: { code: 'ORDER_STATUS_CONFLICT', statusCode: 409, payload: { status: 'unheard' } } }, i18n),
      historyText({ action: 'order.somethingNew', refusal: null }, i18n),
    ]) expect(text).not.toMatch(CODE);
  });
});

// Read from the repository's root, where vitest runs (the fake DOM's import.meta.url is no file URL).
const catalog = (lang: string) => readFileSync(`src/admin/locales/${lang}/admin.po`, 'utf8');

describe("the back office's catalogs", () => {
  it('have every text in English', () => {
    const untranslated = [...catalog('en').matchAll(/msgid "(.+)"\nmsgstr ""\n/g)].map((m) => m[1]);
    expect(untranslated).toEqual([]);
  });

  it.each(['en', 'fr', 'es', 'de'])("have the histories' texts in %s", (lang) => {
    const entries = catalog(lang).split('\n\n').filter((entry) => entry.includes('#: src/admin/lib/history-texts.ts'));
    expect(entries.length).toBeGreaterThan(40);
    expect(entries.filter((entry) => entry.endsWith('msgstr ""') || entry.includes('msgstr ""\n'))).toEqual([]);
  });
});
