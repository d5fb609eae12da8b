// `--pg`: a bench module's rows on PostgreSQL, at BENCH_DATABASE_URL or TEST_DATABASE_URL (as
// scripts/with-postgres.sh sets it). Undefined without --pg.
export function benchPostgresUrl(module: string): string | undefined {
  if (!process.argv.includes('--pg')) return undefined;
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(`--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL (bash scripts/with-postgres.sh npm run bench -- ${module} --pg)`);
  return url;
}
