import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { compression } from 'vite-plugin-compression2';

/**
 * The back office (admin.html, src/admin/; decision 195): a build of its own, after the shop's,
 * into the same dist/. One multi-page build would have shared chunks with the shop: the shop's
 * start-up chunk ('main', vite.config.ts) takes every module src/main.tsx imports, React among
 * them, so the admin would have loaded (and run) the shop's start-up, or the shop's chunks would
 * have been cut differently; and the shop's single stylesheet (cssCodeSplit false) would have taken
 * the admin's styles. Built apart, the shop's output does not change at all, and every admin file
 * is named assets/admin-*, which the service worker's precache leaves out.
 */
export default defineConfig({
  plugins: [
    react(),
    babel({
      include: /\/src\/.*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  // The shop's build has copied public/ already.
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist',
    // The shop's files are already there (npm run build makes the shop first).
    emptyOutDir: false,
    rolldownOptions: {
      input: { admin: 'admin.html' },
      output: {
        entryFileNames: 'assets/admin-[hash].js',
        chunkFileNames: 'assets/admin-[name]-[hash].js',
        assetFileNames: 'assets/admin-[name]-[hash][extname]',
      },
    },
  },
});
