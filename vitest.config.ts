import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

// Two projects: the PWA's unit tests in a fake DOM, and the server/contract/API suites in Node
// on a real database (docs/decisions/001-test-layout.md).
export default defineConfig({
  test: {
    projects: [
      {
        // The Lingui macro has to be compiled here too: components under test use t`…`/<Trans>.
        plugins: [react(), babel({ include: /\/(src|sw)\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto'],
          // The files share one fake DOM and module registry: a fresh one per file cost 90 of the
          // project's 95 s for 4 s of tests (decision 169). No file mocks a module; the one that
          // stubs a global unstubs it, and the files pass in any order (--sequence.shuffle).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          environment: 'node',
          // One migrated database that every file copies (decision 161).
          globalSetup: ['tests/setup/database-template.ts'],
          // The files of a worker share one module registry: each file loading the whole server
          // again took 170 of the project's 395 s (decision 167). Each file still opens its own
          // database and server; no file mocks a module, and what is process-wide (the metrics
          // registry) is read by its tests as a change over their own requests.
          isolate: false,
          // Each API file starts its own PGlite (initdb ~3 s, up to ~800 MB): two at a time fit
          // 2 cores and the memory; a separate group lets the unit project keep its own count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          // beforeAll opens a database and seeds it: slow when the machine is busy, not a defect.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
