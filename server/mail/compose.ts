// The shop's mails to a customer share one plain layout: a greeting, paragraphs, at most one
// button-like link, closing paragraphs and a sign-off. Both parts come from the same words: the
// text part for mail clients that show no HTML, the HTML part with every value escaped by
// hono/html (decision 101).
import { html } from 'hono/html';
import type { MailMessage } from './mailer.js';

/** A closing paragraph that is a link: the words themselves are the link in the HTML part, the text part puts the address after them. */
export interface MailLink { label: string; url: string }

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to click; the text part shows its address on a line of its own. */
  action?: { label: string; url: string };
  after?: (string | MailLink)[];
  signOff: string;
}

const BUTTON = 'display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;border-radius:4px';

export function composeMail(to: string, content: MailContent): MailMessage {
  const { subject, greeting, paragraphs, action, after = [], signOff } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.url}`)),
    signOff,
  ].join('\n\n');
  const para = (p: string) => html`<p>${p}</p>`;
  const closing = (p: string | MailLink) => (typeof p === 'string' ? para(p) : html`<p><a href="${p.url}">${p.label}</a></p>`);
  const body = html`<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;line-height:1.5;color:#111">${para(greeting)}${paragraphs.map(para)}${
    action ? html`<p><a href="${action.url}" style="${BUTTON}">${action.label}</a></p>` : ''
  }${after.map(closing)}${para(signOff)}</body></html>`;
  return { to, subject, text: `${text}\n`, html: body.toString() };
}
