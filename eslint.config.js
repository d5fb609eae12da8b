// Lint = rules that catch real bugs plus the import layers of ARCHITECTURE.md#layers.
// No formatting rules: layout is not worth a red build.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'eslint/config';
import { includeIgnoreFile } from '@eslint/compat';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

/** Every folder under src/features, so a feature cannot reach into another one's files. */
function featureFolders() {
  try {
    return readdirSync(join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const pwaLayers = 'PWA imports flow app, routes → features → shell → ui → offline → session → lib → contract';
// The server's layers, top to bottom (ARCHITECTURE.md#layers, decision 006). A folder imports the
// layers below its own, never one above nor a sibling in its own layer; what two siblings share
// moves down. The files at server/'s root (app.ts and main.ts wiring it all, config.ts, log.ts) are
// in no layer.
const serverLayerOrder = [
  ['routes'], // the /v1 API, a file per resource
  ['ssr'], // the server-rendered public pages
  ['http'], // the plumbing routes and pages share, and the apps that are not the API (static, admin, /img)
  ['domain'], // the rules, no HTTP
  ['payments', 'images', 'mail'], // what the domain calls: the payment providers, the pictures, the mail
  ['ops'], // metrics and backups, which every layer above may count into
  ['db'], // schema, client, row locks, seed
];
const serverLayers = `server imports flow ${serverLayerOrder.map((layer) => layer.join(' | ')).join(' → ')}`;
/** Why a folder may not import what it may not, where there is more to say than the order. */
const serverLayerHints = {
  http: 'routes share plumbing through http, not each other',
  domain: 'domain never sees HTTP',
};
const serverLayerZones = serverLayerOrder.flatMap((layer, index) => layer.map((folder) => ({
  target: `server/${folder}`,
  from: [...serverLayerOrder.slice(0, index).flat(), ...layer.filter((sibling) => sibling !== folder)].map((above) => `server/${above}`),
  message: serverLayerHints[folder] ? `${serverLayers}: ${serverLayerHints[folder]}` : serverLayers,
}))).filter((zone) => zone.from.length > 0);

// `from` is what files under `target` may not import (paths from the repository root).
const layerZones = [
  // src/app (start-up wiring) sits on top with the routes.
  { target: 'src/lib', from: ['src/session', 'src/offline', 'src/ui', 'src/shell', 'src/features', 'src/routes', 'src/app'], message: pwaLayers },
  // src/session (the signed-in customer) sits on lib; the offline layer and everything above use it.
  { target: 'src/session', from: ['src/offline', 'src/ui', 'src/shell', 'src/features', 'src/routes', 'src/app'], message: pwaLayers },
  // src/ui: pieces several features and the shell share (cards, prices, images, carousels, cart
  // buttons); it may use the offline layer (the cart), lib and contract.
  { target: 'src/ui', from: ['src/features', 'src/routes', 'src/app', 'src/shell'], message: pwaLayers },
  { target: 'src/shell', from: ['src/features', 'src/routes', 'src/app'], message: pwaLayers },
  { target: 'src/offline', from: ['src/ui', 'src/shell', 'src/features', 'src/routes', 'src/app'], message: pwaLayers },
  // The outbox's core is handed its kinds (src/offline/kinds.ts) and imports none of them, nor
  // anything else of the offline layer (decision 213).
  {
    target: 'src/offline/core',
    from: 'src/offline',
    except: ['./core'],
    message: 'src/offline/core knows no kind: a kind registers itself in its flush-kind.ts and src/offline/kinds.ts hands it to the core (decision 213)',
  },
  { target: 'src/features', from: ['src/routes', 'src/app'], message: pwaLayers },
  ...featureFolders().map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: 'a feature does not reach into another feature; move what both need down a layer',
  })),
  {
    target: 'contract',
    from: ['src', 'server', 'sw'],
    message: 'contract/ is shared by client and server and imports neither',
  },
  { target: 'src', from: 'server', message: 'the PWA talks to the server over HTTP only' },
  // The back office (decision 195) is an app of its own: the shop never imports it (its code would
  // land in the shop's bundle), and it uses contract/ and, at most, src/lib.
  {
    target: ['src/!(admin)/**/*', 'src/*.{ts,tsx}'],
    from: 'src/admin',
    message: 'the shop does not import the back office (src/admin)',
  },
  {
    target: 'src/admin',
    from: ['src/app', 'src/routes', 'src/features', 'src/shell', 'src/ui', 'src/offline', 'src/session', 'src/main.tsx', 'src/boot.ts', 'src/entry-server.tsx'],
    message: 'the back office may import contract/ and src/lib only',
  },
  { target: 'server', from: ['src', 'sw'], message: 'the server does not import PWA code' },
  {
    target: 'sw',
    from: ['src/app', 'src/routes', 'src/features', 'src/shell', 'src/ui', 'server'],
    message: 'the service worker may use lib, offline and contract only',
  },
  ...serverLayerZones,
];

export default defineConfig(
  // Whatever git ignores (every build's output, the previous build's kept files, test reports,
  // data folders) is never linted: a second `npm test` after a build lints what the first did.
  includeIgnoreFile(join(root, '.gitignore'), 'what .gitignore ignores'),
  {
    ignores: [
      'dev-dist/**',
      // Generated: the router's route tree, compiled Lingui catalogs, Drizzle migrations.
      'src/routeTree.gen.ts',
      'src/locales/**/*.{ts,js,mjs}',
      'src/admin/locales/**/*.{ts,js,mjs}',
      'server/locales/**/*.{ts,js,mjs}',
      'server/db/migrations/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Lets no-cycle parse the TypeScript files it follows.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // Server code imports './x.js' for './x.ts' (Node ESM style).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Catches `if (x = y)`-style slips and always-false comparisons.
      'no-cond-assign': 'error',
      'no-self-compare': 'error',
      'no-unsafe-finally': 'error',
      'no-fallthrough': 'error',
      'no-debugger': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // React's rules of hooks and the compiler-derived checks (stale closures, state set in render…).
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // contract/image.ts holds the zod schema; its widths and sources have zod-free files. A value
    // import of it put zod (~23 KB gzip) in the entry chunk once already (decision 084).
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: 'contract/image(\\.js)?$',
          allowTypeImports: true,
          message: 'import values from contract/image-widths or contract/image-sources (no zod in the entry)',
        }],
      }],
    },
  },
  {
    // The rules both sides apply live once in contract/rules, zod-free (decision 210). A copy in
    // the PWA or the server drifted once already (the offline shipping quote); these catch the
    // known shapes of one being typed again.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    // Tests write values of these shapes on purpose, to check them.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...[
        ['Literal[regex.pattern=/\\\\d\\{11\\}|\\[0-9\\]\\{11\\}/]', 'the VAT-number pattern is VAT_NUMBER in contract/rules/patterns.ts'],
        ['Literal[regex.pattern=/@/]', 'the e-mail pattern is EMAIL_PATTERN / isEmail in contract/rules/patterns.ts'],
        ['Literal[regex.pattern=/\\{0,63\\}/]', 'the campaign-id pattern is CAMPAIGN_ID in contract/rules/patterns.ts'],
        [
          'VariableDeclarator[id.name=/^(PASSWORD_(MIN|MAX)|BIRTH_YEAR_(MIN|FIRST)|BIRTH_MIN_AGE|MIN_AGE_YEARS|PAID_LATER\\w*|OFFLINE_METHODS|VAT(_NUMBER)?|EMAIL(_PATTERN|_MAX)?|CAMPAIGN_ID|PAYMENT_METHOD_IDS|SHIPPING_TYPES)$/][init.type=/^(Literal|ArrayExpression|NewExpression|TSAsExpression)$/]',
          'this constant is declared once in contract/rules (account.ts, patterns.ts, payment.ts, shipping.ts)',
        ],
        ["ArrayExpression:has(> Literal[value='bankTransfer']):has(> Literal[value='mark'])", 'the methods paid later are PAID_LATER_METHODS / isPaidLater in contract/rules/payment.ts'],
        ["IfStatement > LogicalExpression:has(Literal[value='delivery']):has(Literal[value='bankTransfer'])", 'the payment switch rule is switchedPayment in contract/rules/payment.ts'],
        ["CallExpression[callee.property.name='find'] BinaryExpression[operator='!=='][right.value='pickup']", 'the shipping quote is quoteShipping in contract/rules/shipping.ts'],
        ["ConditionalExpression[test.property.name='additionalPriceOn']", 'the surcharge is surchargeOf in contract/rules/payment.ts'],
        ["ConditionalExpression[test.object.property.name='additionalPrice'][test.property.name='on']", 'the surcharge is surchargeOf in contract/rules/payment.ts'],
      ].map(([selector, message]) => ({ selector, message: `${message} (decision 210)` })),
      // An order's life is one table (decision 226): "placed" is read through it, not re-derived.
      {
        selector: "BinaryExpression[operator=/^[!=]==$/][left.property.name='placedAt'][right.value=null]",
        message: 'placed is isPlaced / isOpenIntent / stageOf in contract/order-life.ts (decision 226)',
      }],
    },
  },
  {
    // A promise nobody awaits loses its errors: in the server a failed write goes unnoticed, in
    // tests an un-awaited expect() passes without checking anything. Type-aware, so only here.
    files: ['server/**/*.ts', 'contract/**/*.ts', 'sw/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
