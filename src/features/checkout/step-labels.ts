import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StepBarSlug } from './steps';

/** The step bar's names (the routes' titles; 'Fatto!' from docs/product/checkout.md#step-bar). */
export const STEP_LABELS: Record<StepBarSlug, MessageDescriptor> = {
  accedi: msg`Accesso`,
  indirizzi: msg`Indirizzi`,
  spedizione: msg`Spedizione`,
  pagamento: msg`Pagamento`,
  conferma: msg`Conferma`,
  fatto: msg`Fatto!`,
};
