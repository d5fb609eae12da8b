// Address bodies and calls the address-book suites share (decision 104). Places are real ISTAT
// ones: Abano Terme has one CAP, Padova several.
import { expect } from 'vitest';
import { addressListSchema, addressSchema, type Address } from '../../contract/address.js';
import { bearer } from './auth-fixtures.js';
import type { ApiClient } from './harness.js';

export const ABANO = { province: 'PD', cap: 'PD_028001', city: 'Abano Terme', zipcode: '35031' } as const;
export const PADOVA = { province: 'PD', cap: 'PD_028060', city: 'Padova', zipcode: '35121' } as const;

/** A valid body for a private customer in Abano Terme; `overrides` replace whole fields. */
export function addressBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: { first: 'Giulia', last: 'Bianchi' },
    street: 'Via Roma 12',
    province: ABANO.province,
    cap: ABANO.cap,
    zipcode: ABANO.zipcode,
    phone: '+39 049 123 4567',
    isInvoice: false,
    ...overrides,
  };
}

/** A valid invoice part: company, partita IVA, PEC, SDI, codice fiscale. */
export const INVOICE = {
  isInvoice: true,
  invoice: { name: 'Officina Bianchi srl', vatnumber: '01234567890', pec: 'officina.bianchi@pec.it', sdi: 'M5UXCR1' },
  fiscalcode: 'BNCGLI90E54G224X',
};

export const sendJson = (method: string, token: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

export const addressesPath = (userId: number) => `/v1/users/${userId}/addresses`;

export async function listAddressesOk(api: ApiClient, userId: number, token: string): Promise<Address[]> {
  const res = await api.fetch(addressesPath(userId), bearer(token));
  expect(res.status).toBe(200);
  return addressListSchema.parse(await res.json());
}

export async function addAddressOk(api: Pick<ApiClient, 'fetch'>, userId: number, token: string, overrides: Record<string, unknown> = {}): Promise<Address> {
  const res = await api.fetch(addressesPath(userId), sendJson('POST', token, addressBody(overrides)));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return addressSchema.parse(await res.json());
}
