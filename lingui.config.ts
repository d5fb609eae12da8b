import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Italian is the source language (the specs' texts are Italian). Two catalogs so the shell and the
// app can be extracted and translated separately; the app merges both at run time
// (src/lib/i18n/catalogs.ts).
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en', 'fr', 'es', 'de'],
  fallbackLocales: { default: 'it' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src/app', '<rootDir>/src/routes', '<rootDir>/src/lib', '<rootDir>/src/features'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/shell'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
