import type { z } from 'zod';
import type { okAnswerSchema, RecoveryRequestBody, RecoveryResetBody } from '../../../../contract/account';
import type { AuthAnswer, SigninBody } from '../../../../contract/auth';
import type { Lang } from '../../../../contract/langs';
import { visitorHttp as http } from '../../../lib/http';

/** `POST auth/signup` (docs/product/accounts.md#sign-up); the server validates it again. */
export interface SignupRequest {
  name: { first: string; last: string };
  birth: { day: number; month: number; year: number };
  email: string;
  password: string;
  confirmedPass: string;
  newsSubscriber: boolean;
}

// The recovery calls (docs/product/accounts.md#password-recovery, AUTH_PATCH_PASS_RECOVERY):
// types only from the contract, so no zod comes with the forms.
type OkAnswer = z.infer<typeof okAnswerSchema>;

// ?lang= makes the server answer (and mail) in the page's language.
export const authApi = {
  signin: (body: SigninBody, lang: Lang) => http.post<AuthAnswer>('auth/signin', body, { query: { lang } }),
  signup: (body: SignupRequest, lang: Lang) => http.post<AuthAnswer>('auth/signup', body, { query: { lang } }),
  requestRecovery: (body: RecoveryRequestBody, lang: Lang) => http.post<OkAnswer>('auth/pass/recovery', body, { query: { lang } }),
  resetPassword: (body: RecoveryResetBody, lang: Lang) => http.patch<OkAnswer>('auth/pass/recovery', body, { query: { lang } }),
  /** Whether a mailed link still works, before its form is shown (decision 206). */
  checkRecoveryLink: (token: string, email: string | undefined, lang: Lang, signal: AbortSignal) =>
    http.get<OkAnswer>(`auth/pass/recovery/${encodeURIComponent(token)}`, { query: { lang, email }, signal }),
};
