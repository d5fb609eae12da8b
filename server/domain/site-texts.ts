// Server-side texts of the SEO meta answers, in the shop's five languages.
import type { I18nText } from '../../contract/i18n-text.js';
import { fiveLangs as t } from './i18n.js';

/** Appended to page titles that have no '|' (docs/product/content.md#page-titles; docs/decisions/010-meta-calls.md). */
export const TITLE_SUFFIX = 'Bikes & Components';

/** docs/product/content.md#page-titles: "high quality customised bikes and carbon components". */
export const SITE_DESCRIPTION: I18nText = {
  it: 'Bici personalizzate e componenti in carbonio di alta qualità',
  en: 'High quality customised bikes and carbon components',
  fr: 'Vélos personnalisés et composants en carbone de haute qualité',
  es: 'Bicicletas personalizadas y componentes de carbono de alta calidad',
  de: 'Hochwertige individuelle Fahrräder und Carbon-Komponenten',
};


/** Titles of pages with a fixed path (first path segment). seo_pages rows override them. */
export const PAGE_TITLES: Record<string, I18nText> = {
  d: t('Negozio', 'Shop', 'Boutique', 'Tienda', 'Shop'),
  carrello: t('Carrello', 'Cart', 'Panier', 'Carrito', 'Warenkorb'),
  checkout: t('Checkout', 'Checkout', 'Commande', 'Pedido', 'Kasse'),
  me: t('Il mio account', 'My account', 'Mon compte', 'Mi cuenta', 'Mein Konto'),
  signin: t('Accedi', 'Sign in', 'Connexion', 'Iniciar sesión', 'Anmelden'),
  'recupero-password': t('Recupero password', 'Password recovery', 'Récupération du mot de passe', 'Recuperar contraseña', 'Passwort wiederherstellen'),
  'chi-siamo': t('Chi siamo', 'About us', 'Qui sommes-nous', 'Quiénes somos', 'Über uns'),
  cgv: t('Condizioni generali di vendita', 'Terms of sale', 'Conditions générales de vente', 'Condiciones generales de venta', 'Allgemeine Verkaufsbedingungen'),
  'informativa-sulla-privacy': t('Informativa sulla privacy', 'Privacy policy', 'Politique de confidentialité', 'Política de privacidad', 'Datenschutzerklärung'),
  rivenditore: t('Trova un rivenditore', 'Find a dealer', 'Trouver un revendeur', 'Encuentra un distribuidor', 'Händler finden'),
  ambassador: t('Ambassador e atleti', 'Ambassadors and athletes', 'Ambassadeurs et athlètes', 'Embajadores y atletas', 'Botschafter und Athleten'),
  assistenza: t('Assistenza', 'Support', 'Assistance', 'Asistencia', 'Kundendienst'),
  'metodi-di-spedizione': t('Metodi di spedizione', 'Shipping methods', 'Modes de livraison', 'Métodos de envío', 'Versandarten'),
  'metodi-di-pagamento': t('Metodi di pagamento', 'Payment methods', 'Moyens de paiement', 'Métodos de pago', 'Zahlungsarten'),
  contatti: t('Contatti', 'Contacts', 'Contacts', 'Contactos', 'Kontakt'),
  '404': t('Pagina non trovata', 'Page not found', 'Page introuvable', 'Página no encontrada', 'Seite nicht gefunden'),
};

export const ORDER_COMPLETED_TITLE = t('Ordine concluso', 'Order completed', 'Commande terminée', 'Pedido completado', 'Bestellung abgeschlossen');

export const NOT_FOUND_DESCRIPTION = t(
  'La pagina richiesta non è stata trovata',
  'The requested page was not found',
  "La page demandée n'a pas été trouvée",
  'No se ha encontrado la página solicitada',
  'Die angeforderte Seite wurde nicht gefunden',
);

/** Pages a search engine should not index: personal, transactional or error pages. */
export const NOINDEX_PAGES = new Set(['carrello', 'checkout', 'me', 'signin', 'recupero-password', '404']);
