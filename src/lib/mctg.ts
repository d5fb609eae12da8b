import type { MctgBody, MctgEvent } from '../../contract/mctg';
import { campaignId } from './campaign';
import { http } from './http';

/** The branch the shop's own page events are filed under. */
export const SHOP_BRANCH = 'shop';

/**
 * Posts a tracking event (`POST mctg/{branch}/{event}`, body `{model, evtData}`, and `cmp` while
 * the visitor's campaign runs). Analytics never get in a user's way: failures are only logged.
 */
export function track(event: MctgEvent, body: MctgBody, branch: string = SHOP_BRANCH): void {
  const cmp = campaignId();
  http.post(`mctg/${branch}/${event}`, cmp ? { ...body, cmp } : body).catch((error: unknown) => {
    console.warn(`mctg ${event} not recorded`, error);
  });
}
