// The newsletter's mails. Every one goes through `newsletterMail`, which adds the unsubscribe link
// to both parts and the List-Unsubscribe headers with RFC 8058's one-click POST (decision 110).
import { html, raw } from 'hono/html';
import type { Lang } from '../../../contract/i18n-text.js';
import type { MailMessage } from '../../mail/mailer.js';
import { translate } from '../i18n.js';
import type { PendingConfirmation } from './subscriptions.js';
import * as texts from './texts.js';

/**
 * The links a mail's tokens open, on the shop's public origin. They carry the mail's language, so
 * even the page for a used or expired link speaks it.
 */
export const confirmUrl = (origin: string, token: string, lang: Lang) => `${origin}/v1/subs/confirm/${token}?lang=${lang}`;
export const unsubscribeUrl = (origin: string, token: string, lang: Lang) => `${origin}/v1/subs/unsubscribe/${token}?lang=${lang}`;

interface NewsletterMailParts {
  to: string;
  lang: Lang;
  subject: string;
  /** The message without the unsubscribe footer. */
  text: string;
  html: string;
  unsubscribeUrl: string;
}

export function newsletterMail(parts: NewsletterMailParts): MailMessage {
  const line = translate(texts.UNSUBSCRIBE_LINE, parts.lang);
  const link = translate(texts.UNSUBSCRIBE_LINK, parts.lang);
  return {
    to: parts.to,
    subject: parts.subject,
    text: `${parts.text}\n\n--\n${line}\n${link} <${parts.unsubscribeUrl}>\n`,
    html: html`<!doctype html><html lang="${parts.lang}"><body style="font-family:system-ui,sans-serif;color:#14171a;line-height:1.5">${raw(parts.html)}<hr style="border:0;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:13px;color:#555">${line} <a href="${parts.unsubscribeUrl}">${link}</a></p></body></html>`.toString(),
    headers: {
      'List-Unsubscribe': `<${parts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The double opt-in mail: the confirmation link, in the language of the page that asked. */
export function confirmationMail(origin: string, pending: PendingConfirmation): MailMessage {
  const { lang } = pending;
  const confirm = confirmUrl(origin, pending.confirmToken, lang);
  const hello = translate(texts.greeting(pending.name), lang);
  const intro = translate(texts.CONFIRM_INTRO, lang);
  const expiry = translate(texts.CONFIRM_EXPIRY, lang);
  return newsletterMail({
    to: pending.email,
    lang,
    subject: translate(texts.CONFIRM_SUBJECT, lang),
    text: `${hello}\n${intro}\n\n${confirm}\n\n${expiry}`,
    html: html`<p>${hello}<br>${intro}</p><p><a href="${confirm}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#14171a;color:#fff;text-decoration:none;font-weight:700">${translate(texts.CONFIRM_BUTTON, lang)}</a></p><p style="font-size:13px;color:#555">${confirm}</p><p>${expiry}</p>`.toString(),
    unsubscribeUrl: unsubscribeUrl(origin, pending.unsubscribeToken, lang),
  });
}
