// GET /v1/geo/provinces and GET /v1/geo/provinces/{province}/caps (decision 100): the address
// form's lists, from the ISTAT data migration 0002 loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { municipalitySchema, provinceSchema } from '../../contract/geo.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ seed: false }); });
afterAll(async () => { await api?.close(); });

const caps = async (province: string) => {
  const res = await api.fetch(`/v1/geo/provinces/${province}/caps`);
  expect(res.status).toBe(200);
  return z.array(municipalitySchema).parse(await res.json());
};

describe('GET /v1/geo/provinces', () => {
  it("lists Italy's 107 provinces by name, in Italian order, cacheable for a day", async () => {
    const res = await api.fetch('/v1/geo/provinces?pagination=false');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const list = z.array(provinceSchema).parse(await res.json());
    expect(list).toHaveLength(107);
    expect(list).toContainEqual({ id: 'PD', name: 'Padova', region: 'Veneto' });
    expect(list[0]).toEqual({ id: 'AG', name: 'Agrigento', region: 'Sicilia' });
    const names = list.map((p) => p.name);
    // Accented and apostrophised names sort among their letters, not after 'Z'.
    expect(names.indexOf("L'Aquila")).toBeLessThan(names.indexOf('Latina'));
    expect(names.indexOf('Forlì-Cesena')).toBeLessThan(names.indexOf('Frosinone'));
  });

  it('refuses an unknown pagination value', async () => {
    const res = await api.fetch('/v1/geo/provinces?pagination=maybe');
    const body = await expectError(res, 400, 'VALIDATION_ERROR');
    expect(failingFields(body)).toContain('pagination');
  });
});

describe('GET /v1/geo/provinces/{province}/caps', () => {
  it("gives a province's municipalities with the id an address stores and the CAP the form fills in", async () => {
    const padova = await caps('PD');
    expect(padova).toHaveLength(102);
    expect(padova).toContainEqual({ id: 'PD_028001', name: 'Abano Terme', zipcode: '35031', zipcodes: ['35031'] });
    expect(padova.every((m) => m.id.startsWith('PD_'))).toBe(true);
  });

  it('gives a large city all its CAPs, the main one first', async () => {
    const rome = (await caps('RM')).find((m) => m.name === 'Roma');
    expect(rome?.zipcodes.length).toBeGreaterThan(50);
    expect(rome?.zipcode).toBe(rome?.zipcodes[0]);
    expect(rome?.zipcodes).toContain('00184');
  });

  it('takes the sigla in either case', async () => {
    expect(await caps('pd')).toEqual(await caps('PD'));
  });

  it('answers 404 PROVINCE_NOT_FOUND for a sigla no province has, 400 for one that is not two letters', async () => {
    await expectError(await api.fetch('/v1/geo/provinces/XX/caps'), 404, 'PROVINCE_NOT_FOUND');
    const body = await expectError(await api.fetch('/v1/geo/provinces/PAD/caps'), 400, 'VALIDATION_ERROR');
    expect(failingFields(body)).toContain('province');
  });
});
