// Read-your-writes in the process that wrote (docs/decisions/200-read-your-writes.md): a call that
// may move the catalogue (an order taking or giving back stock, a payment placing one, the staff
// changing an article) re-reads the catalogue version once it has answered and before its answer
// leaves, so the next catalogue answer of this process is of the new version. Other processes see
// it within the version's re-read bounds (decision 044).
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';

const MOVES_CATALOGUE = /^\/v1\/(orders|webhooks|admin|e2e)(\/|$)/;

export function catalogueWritesSeen(db: Db): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 500 || !MOVES_CATALOGUE.test(c.req.path)) return;
    await catalogueAnswers(db).changed();
  };
}
