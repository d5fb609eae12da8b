// Sign-up bodies and calls the auth suites share.
import { expect } from 'vitest';
import { authAnswerSchema, type AuthAnswer, type SignupBody } from '../../contract/auth.js';
import { postJson, type ApiClient } from './harness.js';

export const PASSWORD = 'sella-carbonio-42';

/** High limits, so suites that are not about rate limits never meet them. */
export const NO_RATE_LIMITS = { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' };

let n = 0;
/** A unique, valid sign-up body; `overrides` replace whole fields. */
export function signupBody(overrides: Partial<Record<keyof SignupBody, unknown>> = {}): Record<string, unknown> {
  n += 1;
  return {
    name: { first: 'Giulia', last: 'Bianchi' },
    birth: { day: 14, month: 5, year: 1990 },
    email: `giulia.${n}.${Date.now()}@example.it`,
    password: PASSWORD,
    confirmedPass: PASSWORD,
    newsSubscriber: false,
    ...overrides,
  };
}

/** Signs up and expects success; answers the token and user. */
export async function signUpOk(api: Pick<ApiClient, 'fetch'>, overrides: Partial<Record<keyof SignupBody, unknown>> = {}): Promise<AuthAnswer> {
  const res = await api.fetch('/v1/auth/signup', postJson(signupBody(overrides)));
  expect(res.status).toBe(200);
  return authAnswerSchema.parse(await res.json());
}

export const bearer = (token: string, headers: Record<string, string> = {}) => ({ headers: { authorization: `Bearer ${token}`, ...headers } });

export const sessionCheck = (api: ApiClient, token: string) => api.fetch('/v1/auth', bearer(token));
