// ownerOnly: after requireStaff, on the calls only an owner may make (refunds, cancellations,
// settings, the staff screen: docs/decisions/237-staff-roles-and-the-staff-screen.md). A member
// of the 'staff' role is refused with 403 OWNER_ONLY. The refusal is an ApiHttpError thrown
// inside requireStaff's recordingRefusals, so a refused mutation is recorded in the audit as
// every other refusal is (docs/decisions/225-refusals-and-the-command-in-the-audit.md).
import type { MiddlewareHandler } from 'hono';
import { langSchema } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { translate } from '../domain/i18n.js';
import * as texts from '../domain/staff/texts.js';
import { ApiHttpError } from './errors.js';
import { requestLang } from './request-lang.js';
import type { StaffEnv } from './require-staff.js';
import { errorBody } from './router.js';

export const ownerOnlyAnswer = errorBody("OWNER_ONLY: the signed-in member's role is 'staff'; only an owner may make this call");

export function ownerOnly<E extends StaffEnv>({ db }: { db: Db }): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.var.staff.member.role !== 'owner') {
      const queryLang = langSchema.safeParse(c.req.query('lang'));
      const { lang } = await requestLang(c, db, queryLang.success ? queryLang.data : undefined);
      throw new ApiHttpError(403, 'OWNER_ONLY', translate(texts.OWNER_ONLY, lang));
    }
    await next();
  };
}
