import { plural, t } from '@lingui/core/macro';
import type { ApiError } from '../../contract/error';
import { money } from '../lib/money';
import { isLang } from '../lib/lang-path';
import { i18n } from '@lingui/core';
import type { CartNotice } from './types';

// The sentence a notice or a local refusal is shown with, in the page's language.

const lang = () => (isLang(i18n.locale) ? i18n.locale : 'it');

/** checkout-account-pages.md §5: 'N pezzo disponibile / pezzi disponibili'. */
export function piecesAvailable(count: number): string {
  return plural(count, { one: '# pezzo disponibile', other: '# pezzi disponibili' });
}

export function describeNotice(notice: CartNotice): string {
  const { name } = notice;
  switch (notice.kind) {
    case 'refused': {
      const reason = notice.quantity !== undefined ? piecesAvailable(notice.quantity) : notice.error?.message ?? '';
      return t`${name} non è stato aggiunto al carrello: ${reason}`;
    }
    case 'gone':
      return t`${name} non è più nel carrello`;
    case 'unavailable':
      return t`${name} non è più disponibile: lo trovi tra i prodotti non disponibili`;
    case 'reduced': {
      const quantity = notice.quantity ?? 0;
      return t`La disponibilità di ${name} è cambiata: quantità ridotta a ${quantity}`;
    }
    case 'priceChanged': {
      const before = money(notice.oldPrice ?? 0, lang());
      const now = money(notice.newPrice ?? 0, lang());
      return t`Il prezzo di ${name} è cambiato: da ${before} a ${now}`;
    }
  }
}

/** The ApiError of an add the client refuses itself, with the server's codes and texts. */
export function localError(code: string, statusCode: number, message: string, payload?: unknown): ApiError {
  return { code, statusCode, message, ...(payload === undefined ? {} : { payload }) };
}

export const unavailableText = (bundle: boolean) =>
  bundle ? t`Questo bundle non è al momento disponibile` : t`Questo prodotto non è al momento disponibile`;

export const chooseVariantText = () => t`Scegli tutte le opzioni prima di aggiungere al carrello`;

/** The API's SHOP_UNAVAILABLE message (server/domain/shop-availability.ts), word for word. */
export const shopUnavailableText = () => t`Al momento il negozio non accetta ordini: non è possibile acquistare.`;
