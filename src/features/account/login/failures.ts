import { useLingui } from '@lingui/react/macro';
import { failureText } from '../../../ui/form';

interface FieldFailure {
  path: string;
}

/** The fields a 400 VALIDATION_ERROR names (payload.fields[].path, e.g. `birth.day`). */
export function failedPaths(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const { code, payload } = error as { code?: unknown; payload?: { fields?: FieldFailure[] } };
  if (code !== 'VALIDATION_ERROR' || !Array.isArray(payload?.fields)) return [];
  return payload.fields.map((field) => String(field.path ?? ''));
}

/**
 * Which form field each failed path belongs to: `fields` maps a path's first segment (`birth`
 * for `birth.day`) to the field and the text it shows.
 */
export function fieldTexts<K extends string>(paths: string[], fields: Record<string, [K, string]>): Partial<Record<K, string>> {
  const texts: Partial<Record<K, string>> = {};
  for (const path of paths) {
    const found = fields[path] ?? fields[path.split('.')[0] ?? ''];
    if (found) texts[found[0]] = found[1];
  }
  return texts;
}

export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = Number((error as { statusCode?: unknown }).statusCode);
  return Number.isFinite(status) ? status : null;
}

/** An error box's text: the server's message (docs/product/accounts.md#sign-in), or plain words when it was never reached. */
export function useFailureText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === 'NETWORK_ERROR' || code === 'TIMEOUT') return t`Non è stato possibile raggiungere il negozio: controlla la connessione e riprova.`;
    if (code === 'VALIDATION_ERROR') return t`Controlla i campi evidenziati.`;
    return failureText(error);
  };
}
