import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../../contract/iban.js';
import { invoiceSellerSchema } from '../../../contract/invoices.js';
import { BANK, INVOICING, SHOP } from './data/shop.js';

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

describe("the demo shop's seller data", () => {
  it('is what invoices need (contract/invoices.ts) and names the footer\'s company', () => {
    expect(invoiceSellerSchema.parse(INVOICING)).toEqual(INVOICING);
    expect(INVOICING.name).toBe(SHOP.company.legalName);
    expect(INVOICING.vatNumber).toBe(SHOP.company.vatNumber);
  });
});
