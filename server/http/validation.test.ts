import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiHttpError } from './errors.js';
import { fieldProblems, validationHook } from './validation.js';

const body = z.object({ quantity: z.number().int().min(1), address: z.object({ lines: z.array(z.string().min(1)) }) });
const failure = (value: unknown) => body.safeParse(value).error!;

describe('fieldProblems', () => {
  it('names each failing field by its dotted path, where it was and why', () => {
    const problems = fieldProblems(failure({ quantity: 0, address: { lines: ['via Roma 1', ''] } }), 'json');
    expect(problems).toHaveLength(2);
    expect(problems.map(({ in: where, path }) => [where, path])).toEqual([['json', 'quantity'], ['json', 'address.lines.1']]);
    expect(problems.every((p) => p.message.length > 0)).toBe(true);
  });

  it('names a failure of the whole part with an empty path', () => {
    expect(fieldProblems(failure('not an object'), 'json')).toEqual([expect.objectContaining({ in: 'json', path: '' })]);
  });
});

describe('validationHook', () => {
  it('lets a valid part through', () => {
    expect(() => validationHook({ success: true, data: {}, target: 'query' }, undefined as never)).not.toThrow();
  });

  it('throws a 400 VALIDATION_ERROR whose payload names the failing fields of the part', () => {
    let thrown: unknown;
    try {
      validationHook({ success: false, error: failure({ quantity: 'two', address: { lines: [] } }), target: 'query' }, undefined as never);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiHttpError);
    expect(thrown).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', payload: { fields: [expect.objectContaining({ in: 'query', path: 'quantity' })] } });
  });
});
