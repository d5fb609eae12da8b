// The built index.html with a server-rendered page in it: the page's language, its head tags in
// place of the shell's title and description, the no-JavaScript message in the page's language
// (decision 204), the app in #root, the router's state after it.
import type { SsrResult } from '../../contract/ssr.js';

type Page = Extract<SsrResult, { kind: 'html' }>;

export function composeDocument(template: string, page: Page): string {
  // Before any module script runs: the client router must see the URL the page was rendered at.
  const remember = page.rememberLang ? `try{localStorage.setItem('lang',${JSON.stringify(page.rememberLang)})}catch(e){}` : '';
  const replace = page.replaceUrl ? `<script>${remember}history.replaceState(history.state,'',${JSON.stringify(page.replaceUrl)})</script>` : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${page.noscript}</noscript>`)
    .replace('</head>', () => `    ${page.head}\n    ${replace}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.scripts}`);
}
