// GET /robots.txt, /sitemap.xml and, past 50 000 URLs, /sitemap-{n}.xml (docs/product/content.md). Served by the
// API process at the site's root, in the shop's public address (PUBLIC_URL), like the pages' own
// canonical links. Crawlers fetch them rarely: each answer is built from the database when asked.
import { Hono } from 'hono';
import { loadLangs } from '../domain/langs.js';
import { sitemapPages } from '../domain/sitemap/pages.js';
import { robotsTxt } from '../domain/sitemap/robots.js';
import { lastmodOfFile, sitemapIndexXml, sitemapUrls, splitIntoFiles, urlsetXml } from '../domain/sitemap/xml.js';
import { isServerRenderedPath } from '../ssr/public-paths.js';
import type { RouteDeps } from './deps.js';

const CACHE_CONTROL = 'public, max-age=3600';

export function crawlerRoutes({ db, config }: Pick<RouteDeps, 'db' | 'config'>) {
  const app = new Hono();
  const origin = config.publicUrl;

  /** The sitemap's URLs cut into files of at most 50 000. */
  const sitemapFiles = async () => {
    const [pages, langs] = await Promise.all([sitemapPages(db, isServerRenderedPath), loadLangs(db)]);
    return { files: splitIntoFiles(sitemapUrls(pages, langs)), langs };
  };
  const xml = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL } });

  app.get('/robots.txt', async (c) => c.text(robotsTxt(await loadLangs(db), origin), 200, { 'Cache-Control': CACHE_CONTROL }));

  app.get('/sitemap.xml', async () => {
    const { files, langs } = await sitemapFiles();
    if (files.length <= 1) return xml(urlsetXml(files[0] ?? [], langs, origin));
    return xml(sitemapIndexXml(files.map((file, i) => ({ path: `/sitemap-${i + 1}.xml`, lastmod: lastmodOfFile(file) })), origin));
  });

  app.get('/:file{sitemap-[1-9][0-9]*\\.xml}', async (c) => {
    const n = Number(/\d+/.exec(c.req.param('file'))![0]);
    const { files, langs } = await sitemapFiles();
    const file = files.length > 1 ? files[n - 1] : undefined;
    return file ? xml(urlsetXml(file, langs, origin)) : c.notFound();
  });
  return app;
}
