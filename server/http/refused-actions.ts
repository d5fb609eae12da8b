// A staff member's refused call leaves a record (docs/decisions/225-refusals-and-the-command-in-the-audit.md).
// requireStaff runs this around every /v1/admin call once it knows the member, so each route,
// those to come included, is covered without a line of its own. It runs outside the call's
// transaction (an Idempotency-Key's included): by the time the refusal reaches it the call's
// writes are rolled back, and its record is a statement of its own.
import type { Context, Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { unstorableTextPath } from '../../contract/storable-text.js';
import type { Db } from '../db/client.js';
import type { StaffActionRefusal } from '../db/schema.js';
import { recordRefusedAction, type AuditSubject } from '../domain/staff/audit.js';
import { clientAddress } from './client-address.js';
import { codeOfHonoRefusal } from './error-handler.js';
import { ApiHttpError } from './errors.js';
import { hasJsonBody } from './json-depth.js';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A JSON body or a payload is kept up to this many characters: a record, not a copy of the call. */
export const KEPT_JSON_MAX = 2048;
const SUBJECT_ID_MAX = 100;

/**
 * What each admin call acts on, by its route: an order's or an article's refusals join its history.
 * Calls not listed (sign-out, an invitation) act on the member themselves.
 */
const SUBJECTS: { route: RegExp; type: AuditSubject; id: (param: string | undefined) => string | undefined }[] = [
  { route: /\/admin\/orders\/:id(\/|$)/, type: 'order', id: (param) => param },
  { route: /\/admin\/articles\/:id(\/|$)/, type: 'article', id: (param) => param },
  { route: /\/admin\/articles$/, type: 'catalogue', id: () => 'articles' },
  { route: /\/admin\/catalogue\/csv(\/|$)/, type: 'catalogue', id: () => 'csv' },
  { route: /\/admin\/customers\/:id(\/|$)/, type: 'customer', id: (param) => param },
  { route: /\/admin\/staff\/:id$/, type: 'staff', id: (param) => param },
  { route: /\/admin\/settings\/pickups\/:id$/, type: 'settings', id: (param) => param === undefined ? undefined : `pickup-${param}` },
  { route: /\/admin\/settings\/shippings\/:id$/, type: 'settings', id: (param) => param === undefined ? undefined : `shipping-${param}` },
  ...(['orders-email', 'bank', 'invoicing'] as const).map((section) => ({ route: new RegExp(`/admin/settings/${section}$`), type: 'settings' as const, id: () => section })),
  { route: /\/admin\/discount-codes\/:id(\/|$)/, type: 'discount-code', id: (param) => param },
  { route: /\/admin\/discount-codes$/, type: 'discount-code', id: () => 'new' },
  { route: /\/admin\/mails\/:id(\/|$)/, type: 'mail', id: (param) => param },
];

export function subjectOf(route: string, param: string | undefined, staffId: number): { subjectType: AuditSubject; subjectId: string } {
  const found = SUBJECTS.find((subject) => subject.route.test(route));
  const id = found?.id(param);
  if (!found || id === undefined) return { subjectType: 'staff', subjectId: String(staffId) };
  // The path's own text, cut short and kept storable: a malformed id is refused, and recorded as sent.
  return { subjectType: found.type, subjectId: id.slice(0, SUBJECT_ID_MAX).replace(/[\u0000\ud800-\udfff]/g, '\ufffd') };
}

/**
 * The refusal a call ended in: a deliberate answer (ApiHttpError, a domain refusal's included,
 * or Hono's own under 500: malformed JSON, wrong media type), its payload kept when small and
 * storable. Not a 401: that is a token that does not stand, no member's action. Not a crash: the
 * error handler logs those.
 */
export function refusalOf(err: unknown): StaffActionRefusal | null {
  if (err instanceof ApiHttpError) {
    if (err.statusCode === 401) return null;
    const refusal: StaffActionRefusal = { code: err.code, statusCode: err.statusCode };
    const { payload } = err;
    if (payload !== undefined && JSON.stringify(payload).length <= KEPT_JSON_MAX && unstorableTextPath(payload) === null) refusal.payload = payload;
    return refusal;
  }
  if (err instanceof HTTPException && err.status < 500 && err.status !== 401) return { code: codeOfHonoRefusal(err.status), statusCode: err.status };
  return null;
}

/** What the call asked: its JSON body when small (the amount of a refund, the carrier of a shipment), else its type and size. */
async function askedOf(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  const bytes = Number(c.req.header('content-length') ?? Number.NaN);
  if (!type) return null;
  const sized = { contentType: type.slice(0, 100), ...(Number.isFinite(bytes) ? { bytes } : {}) };
  if (!hasJsonBody(c) || !(bytes <= KEPT_JSON_MAX)) return sized;
  try {
    // Read before (json-depth.ts and storable-text.ts keep every JSON body's text): no second read,
    // and text the database cannot store was refused before any route.
    const body: unknown = JSON.parse(await c.req.text());
    return unstorableTextPath(body) === null ? { body } : sized;
  } catch {
    return { ...sized, malformed: true };
  }
}

/** Runs the call; if it was a mutation refused, records who asked what on what, and why. */
export async function recordingRefusals(c: Context, next: Next, { db, staffId, trustProxy }: { db: Db; staffId: number; trustProxy: boolean }) {
  const mutation = MUTATIONS.has(c.req.method);
  // The route and its id are read here: past next(), the request points at the route's last handler.
  const route = mutation ? routePath(c) : '';
  const param = mutation ? c.req.param('id') : undefined;
  await next();
  if (!mutation) return;
  const refusal = refusalOf(c.error);
  if (!refusal) return;
  await recordRefusedAction(db, {
    staffId, action: `${c.req.method} ${route}`, ...subjectOf(route, param, staffId), client: clientAddress(c, trustProxy), refusal, asked: await askedOf(c),
  });
}
