import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../lib';
import { failureText } from '../form';

/** The body paths a 400 VALIDATION_ERROR names (payload.fields[].path, 'name.first' style). */
function failingFields(error: unknown): string[] {
  const fields = (isApiError(error) ? (error.payload as { fields?: unknown } | undefined)?.fields : undefined);
  return Array.isArray(fields) ? fields.map((field) => String((field as { path?: unknown }).path ?? '')) : [];
}

/**
 * A failed call in the customer's words: the codes the personal area expects get the shop's own
 * text in the page's language (a failing field's own text when the caller gives one); anything
 * else shows the server's message (docs/product/accounts.md#address-book).
 */
export function useProblemText(): (error: unknown, fieldTexts?: Record<string, string>) => string {
  const { t } = useLingui();
  return (error, fieldTexts = {}) => {
    const code = isApiError(error) ? error.code : undefined;
    const status = isApiError(error) ? Number(error.statusCode) : undefined;
    if (status === 0 || code === 'NETWORK_ERROR' || code === 'TIMEOUT') return t`Connessione assente: riprova quando sei online.`;
    if (code === 'WRONG_PASSWORD') return t`La password attuale non è corretta.`;
    if (code === 'EMAIL_TAKEN') return t`Questo indirizzo email è già usato da un altro account.`;
    if (code === 'ADDRESS_IS_DEFAULT') return t`Un indirizzo predefinito non si può eliminare: sposta prima il predefinito su un altro indirizzo.`;
    if (code === 'ADDRESS_LIMIT') return t`Puoi salvare al massimo 5 indirizzi.`;
    const field = code === 'VALIDATION_ERROR' ? failingFields(error).find((path) => fieldTexts[path]) : undefined;
    if (field) return fieldTexts[field]!;
    if (code === 'VALIDATION_ERROR') return t`Alcuni dati non sono validi: controlla i campi e riprova.`;
    return failureText(error);
  };
}
