// Demo campaigns (decision 117), dated from the day the shop is seeded so the demo always has one
// running and one ended: /?cmp=primavera is kept with events, /?cmp=saldi-estivi is dropped.
import { SHOP_ID } from './shop.js';

const DAY_MS = 86_400_000;

export function campaignRows(now: number) {
  return [
    { shopId: SHOP_ID, id: 'primavera', name: 'Primavera in bici', startsAt: new Date(now - DAY_MS), endsAt: new Date(now + 365 * DAY_MS) },
    { shopId: SHOP_ID, id: 'saldi-estivi', name: 'Saldi estivi', startsAt: new Date(now - 90 * DAY_MS), endsAt: new Date(now - 30 * DAY_MS) },
  ];
}
