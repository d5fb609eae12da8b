import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS_IT, ORDER_STATUSES } from '../../../contract/order-life.js';
import { STAFF_STATUS_TEXTS } from './status-texts.js';

describe('STAFF_STATUS_TEXTS', () => {
  it('says each status in Italian as the order life table does (the catalog repeats it)', () => {
    for (const status of ORDER_STATUSES) expect(STAFF_STATUS_TEXTS[status].it, status).toBe(ORDER_STATUS_LABELS_IT[status].staff);
  });
});
