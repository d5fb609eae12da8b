import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ApiHttpError } from './errors.js';
import { KEPT_JSON_MAX, refusalOf, subjectOf } from './refused-actions.js';

describe('refusalOf', () => {
  it('takes a deliberate answer with its code, status and a small payload', () => {
    expect(refusalOf(new ApiHttpError(409, 'ORDER_STATUS_CONFLICT', 'no', { status: 'shipped', action: 'ship' })))
      .toEqual({ code: 'ORDER_STATUS_CONFLICT', statusCode: 409, payload: { status: 'shipped', action: 'ship' } });
    expect(refusalOf(new ApiHttpError(503, 'REFUND_PROVIDER_DOWN', 'later', { provider: 'paypal' })))
      .toEqual({ code: 'REFUND_PROVIDER_DOWN', statusCode: 503, payload: { provider: 'paypal' } });
    // Hono's own, with the code the error handler answers for them.
    expect(refusalOf(new HTTPException(400, { message: 'Malformed JSON in request body' }))).toEqual({ code: 'VALIDATION_ERROR', statusCode: 400 });
    expect(refusalOf(new HTTPException(415))).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', statusCode: 415 });
  });

  it('keeps no payload too big for a record (a whole file report), nor one the database cannot store', () => {
    expect(refusalOf(new ApiHttpError(422, 'CSV_INVALID', 'rows', { errors: 'x'.repeat(KEPT_JSON_MAX) })))
      .toEqual({ code: 'CSV_INVALID', statusCode: 422 });
    expect(refusalOf(new ApiHttpError(400, 'VALIDATION_ERROR', 'bad', { fields: [{ path: 'id', message: 'a\u0000b' }] })))
      .toEqual({ code: 'VALIDATION_ERROR', statusCode: 400 });
  });

  it('is nothing for a token that does not stand, a crash or no error', () => {
    expect(refusalOf(new ApiHttpError(401, 'AUTH_EXPIRE', 'again'))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
    expect(refusalOf(new HTTPException(500))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

describe('subjectOf', () => {
  it('names the order, the article or the catalogue a call acts on', () => {
    expect(subjectOf('/v1/admin/orders/:id/ship', 'abc', 7)).toEqual({ subjectType: 'order', subjectId: 'abc' });
    expect(subjectOf('/v1/admin/articles/:id', '12', 7)).toEqual({ subjectType: 'article', subjectId: '12' });
    expect(subjectOf('/v1/admin/articles/:id/images', '12', 7)).toEqual({ subjectType: 'article', subjectId: '12' });
    expect(subjectOf('/v1/admin/articles', undefined, 7)).toEqual({ subjectType: 'catalogue', subjectId: 'articles' });
    expect(subjectOf('/v1/admin/catalogue/csv/apply', undefined, 7)).toEqual({ subjectType: 'catalogue', subjectId: 'csv' });
  });

  it('falls back on the member for a call of their own or one not listed', () => {
    expect(subjectOf('/v1/admin/auth/signout', undefined, 7)).toEqual({ subjectType: 'staff', subjectId: '7' });
    expect(subjectOf('/v1/admin/somewhere/new', undefined, 7)).toEqual({ subjectType: 'staff', subjectId: '7' });
  });

  it('keeps a malformed id storable and short', () => {
    expect(subjectOf('/v1/admin/orders/:id/ship', `a\u0000b\ud800${'x'.repeat(500)}`, 7).subjectId).toBe(`a\ufffdb\ufffd${'x'.repeat(96)}`);
  });
});
