import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../../contract/iban.js';
import { BANK, SHOP } from './data/shop.js';

describe("the demo shop's bank account", () => {
  it('has an IBAN that passes the ISO 13616 mod-97 check, Italian and compact', () => {
    expect(isValidIban(BANK.iban)).toBe(true);
    expect(BANK.iban).toMatch(/^IT\d{2}[A-Z]\d{22}$/);
  });

  it('is made out to the company the footer names, with an 8-character BIC', () => {
    expect(BANK.beneficiary).toBe(SHOP.company.legalName);
    expect(BANK.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
  });
});
