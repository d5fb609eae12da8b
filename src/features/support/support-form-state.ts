import { emailProblem } from '../../lib/email-rule';

/** The support form's fields (docs/product/content.md#support), all required. */
export interface SupportFields {
  first: string;
  last: string;
  mail: string;
  msg: string;
}

export type FieldProblem = 'required' | 'invalid';

export const emptySupportFields: SupportFields = { first: '', last: '', mail: '', msg: '' };

/** Each field that cannot be sent, and why; empty when the form can go. */
export function supportProblems(fields: SupportFields): Partial<Record<keyof SupportFields, FieldProblem>> {
  const problems: Partial<Record<keyof SupportFields, FieldProblem>> = {};
  for (const key of ['first', 'last', 'msg'] as const) if (fields[key].trim() === '') problems[key] = 'required';
  const mail = emailProblem(fields.mail);
  if (mail) problems.mail = mail;
  return problems;
}

/** The body of POST shop/mail/send. */
export const supportBody = (fields: SupportFields) => ({
  name: { first: fields.first.trim(), last: fields.last.trim() },
  mail: fields.mail.trim(),
  msg: fields.msg.trim(),
});
