import { isEmail } from '../../contract/rules/patterns';

// The e-mail shape the server accepts, from contract/rules/patterns.ts (decision 210), without zod.

export type EmailProblem = 'required' | 'invalid';

/** Why an e-mail field's value cannot be sent, or null when it can. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return isEmail(email) ? null : 'invalid';
}
