import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastErrorText } from './last-error-labels';

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

describe('lastErrorText', () => {
  it("says an order paid after its stock went in words, not its code and the server's English", () => {
    const text = lastErrorText({ code: 'STOCK_SHORT_AFTER_PAYMENT', message: 'paid after the intent expired; the stock is no longer there' }, i18n);
    expect(text).toBe("Pagato quando la merce non c'era più: l'ordine è in sospeso, da rifornire o rimborsare.");
  });

  it('keeps an unknown code with its message', () => {
    expect(lastErrorText({ code: 'SOMETHING_NEW', message: 'details' }, i18n)).toBe('SOMETHING_NEW: details');
  });
});
