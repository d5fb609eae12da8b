import { plural, t } from '@lingui/core/macro';
import type { ApiError } from '../../../contract/error';
import type { QuantityLimit, QuantityRefusal } from '../../../contract/rules/quantity';
import { money } from '../../lib/money';
import type { CartNotice } from './types';

// The sentence a notice or a local refusal is shown with, in the page's language.

/** docs/product/cart.md#stock-warning: 'N pezzo disponibile / pezzi disponibili'. */
export function piecesAvailable(count: number): string {
  return plural(count, { one: '# pezzo disponibile', other: '# pezzi disponibili' });
}

/** Over a per-order maximum, not a stock limit (decision 095): 'Massimo N per ordine'. */
export function maxPerOrder(max: number): string {
  return t`Massimo ${max} per ordine`;
}

/** What a quantity that reached its maximum is told, by which limit it is. */
export function quantityLimitText(limit: QuantityLimit, max: number): string {
  return limit === 'stock' ? piecesAvailable(max) : maxPerOrder(max);
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
      const before = money(notice.oldPrice ?? 0);
      const now = money(notice.newPrice ?? 0);
      return t`Il prezzo di ${name} è cambiato: da ${before} a ${now}`;
    }
  }
}

/** The ApiError of an add the client refuses itself, with the server's codes and texts. */
export function localError(code: string, statusCode: number, message: string, payload?: unknown): ApiError {
  return { code, statusCode, message, ...(payload === undefined ? {} : { payload }) };
}

/** The shared rule's quantity refusal as the server words it (server/domain/cart/texts.ts). */
export function quantityError(refusal: QuantityRefusal, inCart: number): ApiError {
  if (refusal.code === 'OUT_OF_STOCK') {
    const { available } = refusal;
    return localError(refusal.code, refusal.statusCode, piecesAvailable(available), { available, inCart });
  }
  const { min, max, above } = refusal;
  const message = above ? maxPerOrder(max) : max < min ? unavailableText(false) : t`La quantità deve essere compresa tra ${min} e ${max}`;
  return localError(refusal.code, refusal.statusCode, message, { min, max, inCart });
}

export const unavailableText = (bundle: boolean) =>
  bundle ? t`Questo bundle non è al momento disponibile` : t`Questo prodotto non è al momento disponibile`;

export const chooseVariantText = () => t`Scegli tutte le opzioni prima di aggiungere al carrello`;

/** The API's SHOP_UNAVAILABLE message (server/domain/shop-availability.ts), word for word. */
export const shopUnavailableText = () => t`Al momento il negozio non accetta ordini: non è possibile acquistare.`;
