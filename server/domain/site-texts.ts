// Server-side texts of the SEO meta answers, in the shop's five languages.
import type { I18nText } from '../../contract/i18n-text.js';
import { inFiveLangs } from './i18n.js';

/** Appended to page titles that have no '|' (docs/product/content.md#page-titles; docs/decisions/010-meta-calls.md). */
export const TITLE_SUFFIX = 'Bikes & Components';

/** docs/product/content.md#page-titles: "high quality customised bikes and carbon components". */
export const SITE_DESCRIPTION: I18nText = inFiveLangs(/*i18n*/ { id: 'site.siteDescription', message: 'Bici personalizzate e componenti in carbonio di alta qualità' });

/** Titles of pages with a fixed path (first path segment). seo_pages rows override them. */
export const PAGE_TITLES: Record<string, I18nText> = {
  d: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.d', message: 'Negozio' }),
  carrello: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.carrello', message: 'Carrello' }),
  checkout: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.checkout', message: 'Checkout' }),
  me: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.me', message: 'Il mio account' }),
  signin: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.signin', message: 'Accedi' }),
  'recupero-password': inFiveLangs(/*i18n*/ { id: 'site.pageTitles.recuperoPassword', message: 'Recupero password' }),
  'chi-siamo': inFiveLangs(/*i18n*/ { id: 'site.pageTitles.chiSiamo', message: 'Chi siamo' }),
  cgv: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.cgv', message: 'Condizioni generali di vendita' }),
  'informativa-sulla-privacy': inFiveLangs(/*i18n*/ { id: 'site.pageTitles.informativaSullaPrivacy', message: 'Informativa sulla privacy' }),
  rivenditore: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.rivenditore', message: 'Trova un rivenditore' }),
  ambassador: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.ambassador', message: 'Ambassador e atleti' }),
  assistenza: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.assistenza', message: 'Assistenza' }),
  'metodi-di-spedizione': inFiveLangs(/*i18n*/ { id: 'site.pageTitles.metodiDiSpedizione', message: 'Metodi di spedizione' }),
  'metodi-di-pagamento': inFiveLangs(/*i18n*/ { id: 'site.pageTitles.metodiDiPagamento', message: 'Metodi di pagamento' }),
  contatti: inFiveLangs(/*i18n*/ { id: 'site.pageTitles.contatti', message: 'Contatti' }),
  '404': inFiveLangs(/*i18n*/ { id: 'site.pageTitles.404', message: 'Pagina non trovata' }),
};

export const ORDER_COMPLETED_TITLE = inFiveLangs(/*i18n*/ { id: 'site.orderCompletedTitle', message: 'Ordine concluso' });

export const NOT_FOUND_DESCRIPTION = inFiveLangs(/*i18n*/ { id: 'site.notFoundDescription', message: 'La pagina richiesta non è stata trovata' });

/** Pages a search engine should not index: personal, transactional or error pages. */
export const NOINDEX_PAGES = new Set(['carrello', 'checkout', 'me', 'signin', 'recupero-password', '404']);
