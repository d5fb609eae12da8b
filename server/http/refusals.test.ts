import { describe, expect, it } from 'vitest';
import { Refusal, type RefusalKind } from '../domain/refusal.js';
import { ApiHttpError } from './errors.js';
import { refusing } from './refusals.js';

const TEXT = { it: 'Non disponibile', en: 'Not available', fr: 'Indisponible', es: 'No disponible', de: 'Nicht verfügbar' };

describe('refusing', () => {
  it("gives the operation's result back", async () => {
    expect(await refusing('it', async () => 'done')).toBe('done');
  });

  it('turns each kind of domain refusal into its status, with its code, payload and the text in the language given', async () => {
    const kinds: [RefusalKind, number][] = [['invalid', 400], ['missing', 404], ['conflict', 409], ['unavailable', 503]];
    for (const [kind, status] of kinds) {
      const err: unknown = await refusing('de', async () => { throw new Refusal(kind, 'SOLD_OUT', TEXT, { left: 0 }); }).catch((e: unknown) => e);
      expect(err, kind).toBeInstanceOf(ApiHttpError);
      expect(err).toMatchObject({ statusCode: status, code: 'SOLD_OUT', message: 'Nicht verfügbar', payload: { left: 0 } });
    }
  });

  it('lets any other failure through as it is', async () => {
    const bug = new RangeError('a bug');
    await expect(refusing('it', async () => { throw bug; })).rejects.toBe(bug);
  });
});
