import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RuleProblem } from './rules';

/** The rule messages of docs/product/accounts.md#form-rules, word for word in Italian (typo included). */
export const ruleMessages: Record<RuleProblem, MessageDescriptor> = {
  required: msg`Questo campo è obbligatorio`,
  email: msg`Questo indirizzo email non è valido`,
  vat: msg`Questa partita iva non è valida`,
  onlyNumbers: msg`questo campo deve contere solo numeri`,
};
