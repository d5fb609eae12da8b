import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
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
 * A server-rendered page paints from its HTML and stylesheet; the app's scripts only hydrate it.
 * At low priority they no longer share a phone's first round trips with the stylesheet and the
 * preloaded hero picture (docs/decisions/096-script-priority.md).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'raggio:scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const withAppPreloads = html.replace('</head>', () => `${appPreloads(bundle, html)}</head>`);
        return withAppPreloads.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
      },
    },
  };
}

/**
 * src/boot.ts imports the app (src/main.tsx) only after the first paint; its chunks are preloaded
 * from the document all the same, so waiting for the paint costs no round trip.
 */
function appPreloads(bundle: OutputBundle | undefined, html: string): string {
  if (!bundle) return '';
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
  if (!app) throw new Error('the app chunk (src/main.tsx) is not in the bundle: boot.ts must import it');
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(app.fileName);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
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
    isSsrBuild ? null : scriptsAtLowPriority(),
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
        // The store-listing screenshots are for install dialogs, not for the app offline.
        globIgnores: ['screenshots/**'],
      },
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
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
    compression({
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
  },
}));
