// The small pages the newsletter mail's links open (decision 110): rendered here, in the
// subscriber's language, so they work in any mail client's browser without the app's JavaScript.
import { html } from 'hono/html';
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import { translate } from '../i18n.js';
import { BACK_TO_SHOP } from './texts.js';

export interface LandingPage {
  lang: Lang;
  title: I18nText;
  text: I18nText;
  /** The shop's home in that language ('/' or '/en'). */
  home: string;
  /** A success gets the shop's accent; a refusal a neutral look. */
  tone: 'done' | 'refused';
}

export function landingPageHtml(page: LandingPage): string {
  const title = translate(page.title, page.lang);
  const accent = page.tone === 'done' ? '#c8f542' : '#e9ecef';
  return html`<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Raggio</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f8;color:#14171a;line-height:1.5}
main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:16px;border-top:8px solid ${accent}}
.brand{font-weight:800;letter-spacing:.08em;text-transform:uppercase;font-size:.9rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
a.home{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:999px;background:#14171a;color:#fff;text-decoration:none;font-weight:700}
a.home:focus-visible{outline:3px solid #2563eb;outline-offset:3px}
</style>
</head>
<body>
<main>
<p class="brand">Raggio</p>
<h1>${title}</h1>
<p>${translate(page.text, page.lang)}</p>
<a class="home" href="${page.home}">${translate(BACK_TO_SHOP, page.lang)}</a>
</main>
</body>
</html>
`.toString();
}
