import { describe, expect, it } from 'vitest';
import { ApiHttpError, notFound, validationError } from './errors.js';

describe('ApiHttpError', () => {
  it('carries the status, code, message and payload of the answer', () => {
    const err = new ApiHttpError(409, 'CART_CHANGED', 'The cart changed', { lines: [1] });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('ApiHttpError');
    expect({ statusCode: err.statusCode, code: err.code, message: err.message, payload: err.payload })
      .toEqual({ statusCode: 409, code: 'CART_CHANGED', message: 'The cart changed', payload: { lines: [1] } });
  });
});

describe('validationError', () => {
  it('is a 400 VALIDATION_ERROR naming every failing field in its message and payload', () => {
    const fields = [
      { in: 'json', path: 'quantity', message: 'Too small' },
      { in: 'header', path: '', message: 'missing' },
    ];
    const err = validationError(fields);
    expect(err.statusCode).toBe(400);
    expect(err.code).toBe('VALIDATION_ERROR');
    // A field with no path (the whole body or header set) is named by where it was.
    expect(err.message).toBe('Invalid request: quantity: Too small; header: missing');
    expect(err.payload).toEqual({ fields });
  });
});

describe('notFound', () => {
  it('is a 404 NOT_FOUND, saying what was not found when told', () => {
    expect(notFound()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    expect(notFound('No such order')).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'No such order' });
  });
});
