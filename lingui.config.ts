import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Italian is the source language (the specs' texts are Italian). One catalog per area, so areas can
// be extracted and translated separately; the app merges every catalog of a language at run time
// (src/lib/i18n/catalogs.ts).
const ownCatalogs = ['ui', 'catalogue', 'product', 'search', 'cart', 'offline', 'form', 'login', 'newsletter', 'wishes', 'me', 'cards', 'orders', 'pages', 'checkout', 'slides'] as const;
const ownFolders: Record<(typeof ownCatalogs)[number], string[]> = {
  ui: ['src/ui'],
  catalogue: ['src/features/catalogue', 'src/features/home', 'src/features/promo'],
  product: ['src/features/product'],
  search: ['src/features/search'],
  // The cart's shared controls live in src/ui/cart but belong to the cart's catalog, not ui's.
  cart: ['src/features/cart', 'src/ui/cart'],
  // The local-first cart layer and the installable-app pieces of the shell (decisions 071-079).
  offline: ['src/offline', 'src/shell/pwa'],
  // The shared form kit (docs/product/accounts.md#form-rules).
  form: ['src/ui/form'],
  // Sign-in, sign-up and password recovery: the login drawer, /signin, /checkout/accedi, /recupero-password.
  login: ['src/features/account/login'],
  // The newsletter block (footer and shared block; decision 110).
  newsletter: ['src/shell/newsletter'],
  // The wish list: the toggle (src/ui/wishes) and the /me/wishes page.
  wishes: ['src/features/wishes', 'src/ui/wishes'],
  // The personal area /me (docs/product/accounts.md), with the address form it shares with the checkout (src/ui/address).
  me: ['src/features/me', 'src/ui/address'],
  // The saved cards section of /me (docs/product/accounts.md#saved-cards).
  cards: ['src/features/me/cards'],
  // The checkout steps (docs/product/checkout.md).
  checkout: ['src/features/checkout'],
  // Orders as the customer sees them: the shared order pieces, the completed-order page and the withdrawal function (docs/product/orders.md).
  orders: ['src/ui/orders', 'src/features/order-completed', 'src/features/withdrawal'],
  // The information pages /chi-siamo, /cgv, … (their text is shop data, decision 120).
  pages: ['src/features/info-pages'],
  // The shared slides: carousels (home hero, sponsors) and the promo banner (decision 146).
  slides: ['src/ui/slides'],
};
const inRoot = (folders: string[]) => folders.map((folder) => `<rootDir>/${folder}`);
/** Other areas' folders that sit inside one of `name`'s folders. */
const nestedOwnFolders = (name: (typeof ownCatalogs)[number]) => inRoot(
  ownCatalogs.filter((other) => other !== name).flatMap((other) => ownFolders[other])
    .filter((folder) => ownFolders[name].some((own) => folder.startsWith(`${own}/`))),
);
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en', 'fr', 'es', 'de'],
  fallbackLocales: { default: 'it' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src/app', '<rootDir>/src/routes', '<rootDir>/src/lib', '<rootDir>/src/features'],
      exclude: [
        '**/*.test.*',
        '**/routeTree.gen.ts',
        ...inRoot(Object.values(ownFolders).flat()).map((folder) => `${folder}/**`),
      ],
    },
    ...ownCatalogs.map((name) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: inRoot(ownFolders[name]),
      // A folder inside another area's folder (src/ui/cart in src/ui) belongs to its own catalog only.
      exclude: ['**/*.test.*', ...nestedOwnFolders(name).map((folder) => `${folder}/**`)],
    })),
    // The back office's texts (decision 195): a catalog the shop never loads (src/admin/lib/lang.ts
    // reads only Italian and English; French, Spanish and German staff see Italian).
    {
      path: '<rootDir>/src/admin/locales/{locale}/admin',
      include: ['<rootDir>/src/admin'],
      exclude: ['**/*.test.*'],
    },
    // The server's own texts: refusals, mails, page titles (decision 252). Compiled to CommonJS .js
    // next to the .po like every catalog; server/domain/i18n.ts reads them from the repository at
    // run time (server/locales/package.json makes Node read that folder's .js as CommonJS). The
    // seed's demo catalogue (server/db/seed) is shop content, not the server's words.
    {
      path: '<rootDir>/server/locales/{locale}/server',
      include: ['<rootDir>/server', '<rootDir>/contract'],
      exclude: ['**/*.test.*', '**/test-*.ts', '<rootDir>/server/db/seed/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/shell'],
      exclude: ['**/*.test.*', '<rootDir>/src/shell/pwa/**', '<rootDir>/src/shell/newsletter/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
