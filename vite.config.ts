import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// The PWA build. Unit tests have their own vitest.config.ts; keep no `test` key here.
const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
const themeColor = '#101b33';

/**
 * A server-rendered page paints from its HTML and stylesheet; the entry script (src/boot.ts, 2 KB)
 * only starts the app after the first frame. At low priority it does not share a phone's first
 * round trips with the stylesheet and the preloaded hero picture (decision 096).
 */
function entryAtLowPriority(): Plugin {
  return {
    name: 'raggio:entry-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * `npm run dev`: the back office's navigations get admin.html, as the server answers them
 * (server/http/admin-app.ts), so its client router takes them (decision 195).
 */
function adminPageInDev(): Plugin {
  return {
    name: 'raggio:admin-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (req.method === 'GET' && /^\/admin(\/[^.]*)?$/.test(path)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/** The modules `entry` imports statically, directly or not, with itself. */
function staticGraph(entry: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...ctx.getModuleInfo(next)?.importedIds ?? []);
  }
  return seen;
}

/**
 * Everything a page's start needs in one chunk: the modules `src/main.tsx` imports statically,
 * directly or not, but not those the entry (`src/boot.ts`: Vite's preload helper) holds, so the
 * entry still loads the app only after the first frame (decision 096). Split by default into ~20
 * small chunks shared with the lazy routes, they were 22 requests and 22 modulepreload links that
 * Vite's helper appends in one task: 24–38 ms unthrottled here, one of the longest tasks after
 * the first paint (decision 176).
 */
function startupChunk(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  let startup: Set<string> | null = null;
  return (id, ctx) => {
    if (!startup) {
      const entry = staticGraph(file('./src/boot.ts'), ctx);
      startup = new Set([...staticGraph(file('./src/main.tsx'), ctx)].filter((module) => !entry.has(module)));
    }
    return startup.has(id) ? 'main' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // First: it writes src/routeTree.gen.ts and splits every route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    adminPageInDev(),
    isSsrBuild ? null : entryAtLowPriority(),
    // plugin-react 6 has no babel option: the Lingui macro runs through Rolldown's Babel plugin,
    // only on the app's own sources.
    babel({
      include: /\/src\/.*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    // The server-rendering bundle (vite build --ssr, docs/decisions/080-ssr.md) has no service worker.
    isSsrBuild ? null : VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by hand in src/app/service-worker.ts (errors only logged).
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The store-listing screenshots are for install dialogs, not for the app offline; the back
        // office (vite.admin.config.ts, built after the shop) is never the shop's (decision 195).
        globIgnores: ['screenshots/**', 'admin.html', 'assets/admin-*'],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Raggio — Bikes & Components',
        short_name: 'Raggio',
        description: 'Bici personalizzate e componenti in carbonio di alta qualità',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: themeColor,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The richer install dialog (Chromium): the home page, as a desktop and as a phone shows it.
        screenshots: [
          { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Raggio: home page' },
          { src: '/screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Raggio: home page' },
        ],
      },
      devOptions: { enabled: false },
    }),
    // .br and .gz beside every text asset over 1 KB, served by Accept-Encoding from
    // server/http/static-app.ts (decision 085). Last, so the service worker is compressed too.
    isSsrBuild ? null : compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: {
      '/v1': { target: apiUrl, changeOrigin: true },
      '/img': { target: apiUrl, changeOrigin: true },
    },
  },
  // The server-rendering bundle reads nothing from public/: the server serves dist/.
  publicDir: isSsrBuild ? false : 'public',
  preview: {
    proxy: {
      '/v1': { target: apiUrl, changeOrigin: true },
      '/img': { target: apiUrl, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One stylesheet, linked from index.html: a server-rendered page is styled before any route
    // chunk loads (route components are split, and so would be their CSS).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A language's catalogs (lingui.config.ts: one per area) are always loaded together
          // (src/lib/i18n/catalogs.ts): one chunk per language is one request at start-up instead
          // of nineteen, and five precache entries instead of ninety-five (decision 169).
          groups: [
            { name: (id: string) => /\/src\/locales\/(\w+)\/[^/]+\.po$/.exec(id)?.[1]?.replace(/^/, 'messages-') ?? null, priority: 2 },
            { name: startupChunk(), priority: 1 },
          ],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
}));
