import type { AuthAnswer, SigninBody } from '../../../../contract/auth';
import type { Lang } from '../../../../contract/langs';
import { visitorHttp as http } from '../../../lib/http';

/** `POST auth/signup` (storefront.md §3 "Signup body"); the server validates it again. */
export interface SignupRequest {
  name: { first: string; last: string };
  birth: { day: number; month: number; year: number };
  email: string;
  password: string;
  confirmedPass: string;
  newsSubscriber: boolean;
}

// The recovery calls (checkout-account-pages.md §7 AUTH_POST_PASS_RECOVERY, AUTH_PATCH_PASS_RECOVERY).
// Their contract schemas come with the server side (another branch); these client types mirror it
// and move to contract/auth.ts when both meet.
/** `POST auth/pass/recovery`: mails a single-use link; the same answer whether the account exists or not. */
export interface RecoveryRequest {
  email: string;
}
/** `PATCH auth/pass/recovery`: the new password for the link's account; 401 RECOVERY_LINK_EXPIRED when the link is spent. */
export interface RecoveryReset {
  new: string;
  confirmed: string;
  email: string;
  token: string;
}
export interface OkAnswer {
  ok: true;
}
export const RECOVERY_LINK_EXPIRED = 'RECOVERY_LINK_EXPIRED';

// ?lang= makes the server answer (and mail) in the page's language.
export const authApi = {
  signin: (body: SigninBody, lang: Lang) => http.post<AuthAnswer>('auth/signin', body, { query: { lang } }),
  signup: (body: SignupRequest, lang: Lang) => http.post<AuthAnswer>('auth/signup', body, { query: { lang } }),
  requestRecovery: (body: RecoveryRequest, lang: Lang) => http.post<OkAnswer>('auth/pass/recovery', body, { query: { lang } }),
  resetPassword: (body: RecoveryReset, lang: Lang) => http.patch<OkAnswer>('auth/pass/recovery', body, { query: { lang } }),
};
