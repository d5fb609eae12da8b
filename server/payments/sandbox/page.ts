// The frame of the sandbox's stand-in pages (Stripe's hosted Checkout, PayPal's approval): plain
// server-rendered HTML that works without JavaScript and has no inline script or style, so the
// shop's Content-Security-Policy can stay strict (decision 131). Hono's `html` escapes every value.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>;

export const euros = (cents: number, currency = 'eur') =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A whole page; `alert` is a message screen readers announce (a declined card, a refusal). */
export const sandboxPage = (title: string, body: Fragment, alert?: string) => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · sandbox</title>
</head>
<body>
<main>
<p><strong>Sandbox</strong>: no real payment is made; this page stands in for the provider's.</p>
<h1>${title}</h1>
${alert ? html`<p role="alert">${alert}</p>` : ''}
${body}
</main>
</body>
</html>`;

/** A page that says why a request was refused (unknown session, used link, bad form). */
export const refusalPage = (title: string, message: string) => sandboxPage(title, html`<p>${message}</p>`);
