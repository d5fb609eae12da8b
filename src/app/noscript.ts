import { t } from '@lingui/core/macro';
import { i18n } from '../lib/i18n/catalogs';
import { escapeHtml } from './head-html';

/**
 * The message shown without JavaScript, as HTML text in the active language: the server puts it
 * in each rendered page's <noscript> in place of the shell's Italian one (decision 204).
 */
export function noscriptHtml(): string {
  return escapeHtml(t(i18n)`Raggio: per usare il negozio attiva JavaScript.`);
}
