import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN } from '../../../contract/rules/account';

/**
 * The one password rule every form states (sign-up, the recovery link's form, the personal area's
 * change): the server's minimum length, from the contract, and the advice on a strong password
 * (not enforced). One hint and one refusal text, so no two screens disagree.
 */
export function usePasswordTexts() {
  const { t } = useLingui();
  const min = PASSWORD_MIN;
  return {
    hint: t`Almeno ${min} caratteri: una password sicura ha lettere, numeri e caratteri speciali.`,
    tooShort: t`La password deve avere almeno ${min} caratteri.`,
    mismatch: t`Le password non coincidono.`,
  };
}
