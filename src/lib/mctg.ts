import type { MctgBody, MctgEvent } from '../../contract/mctg';
import { http } from './http';

/** The branch the shop's own page events are filed under. */
export const SHOP_BRANCH = 'shop';

/**
 * Posts a tracking event (`POST mctg/{branch}/{event}`, body `{model, evtData}`). Analytics never
 * get in a user's way: failures are only logged.
 */
export function track(event: MctgEvent, body: MctgBody, branch: string = SHOP_BRANCH): void {
  http.post(`mctg/${branch}/${event}`, body).catch((error: unknown) => {
    console.warn(`mctg ${event} not recorded`, error);
  });
}
