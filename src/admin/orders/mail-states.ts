// How the back office names an order mail's state (decision 228): owed (to be sent, or tried again
// later), sent, failed (refused for good by the mail server, with its reason).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminOrder } from '../../../contract/admin-orders';

export const MAIL_STATE_LABELS: Record<AdminOrder['mails'][number]['status'], MessageDescriptor> = {
  owed: msg`Da inviare`,
  sent: msg`Inviata`,
  failed: msg`Non inviata`,
};
