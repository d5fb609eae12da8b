import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shop's roles as a person sees them named: a customer has an account; a subscriber receives
 * the newsletter (someone may be only that, with no account). Shown on the account page.
 */
export type Role = 'customer' | 'subscriber';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  customer: msg`Cliente`,
  subscriber: msg`Iscritto alla newsletter`,
};
