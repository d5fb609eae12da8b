// One way into the newsletter for the footer's form, the signed-in call and sign-up's checkbox:
// record the request and queue the confirmation mail (decision 110). The mail goes out after the
// answer, so a new, a pending and a confirmed address answer alike, in the same time.
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import type { BackgroundMail } from '../../mail/background.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { confirmationMail } from './mails.js';
import { requestSubscription } from './subscriptions.js';

export interface SubscribeRequest {
  email: string;
  name?: string | undefined;
  lang: Lang;
}

/** `origin`: the shop's public origin, which the mail's links point to. */
export async function askToSubscribe(db: Db, mail: BackgroundMail, origin: string, request: SubscribeRequest): Promise<{ email: string }> {
  const pending = await requestSubscription(db, request);
  if (pending) mail.send(confirmationMail(origin, pending));
  return { email: normaliseEmail(request.email) };
}
