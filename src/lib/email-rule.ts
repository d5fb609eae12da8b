// The same e-mail shape the server accepts (zod's z.email() pattern), without shipping zod here.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailProblem = 'required' | 'invalid';

/** Why an e-mail field's value cannot be sent, or null when it can. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) && email.length <= 254 ? null : 'invalid';
}
