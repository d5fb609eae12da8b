import { describe, expect, it } from 'vitest';
import {
  addressBody, addressProblems, emptyAddressFields, fieldsChanged, withDefaultMoved, withMunicipality, withProvince, type AddressFields,
} from './address-form-state';

const padova = { id: 'PD_028060', name: 'Padova', zipcode: '35121', zipcodes: ['35121', '35122'] };
const filled: AddressFields = {
  ...emptyAddressFields, first: 'Giulia', last: 'Rossi', province: 'PD', cap: padova.id, city: 'Padova',
  zipcode: '35121', street: 'Via Roma 1', phone: '3331234567',
};

describe('addressProblems', () => {
  it('asks for the names, province, municipality, CAP, street and phone', () => {
    expect(addressProblems(emptyAddressFields)).toEqual({
      first: 'required', last: 'required', province: 'required', cap: 'required', zipcode: 'required',
      street: 'required', phone: 'required',
    });
    expect(addressProblems(filled)).toEqual({});
  });

  it('with the invoice option asks for the company, a VAT number of 11 digits, the tax code, PEC and SDI', () => {
    const invoice = { ...filled, isInvoice: true };
    expect(addressProblems(invoice)).toEqual({ company: 'required', vatnumber: 'required', fiscalcode: 'required', sdi: 'required', pec: 'required' });
    const complete = { ...invoice, company: 'Rossi srl', sdi: 'ABC1234', pec: 'rossi@pec.it', vatnumber: '12345678901', fiscalcode: '12345678901' };
    expect(addressProblems({ ...complete, pec: 'rossi@pec', vatnumber: '1234567890' })).toEqual({ pec: 'email', vatnumber: 'vat' });
    expect(addressProblems(complete)).toEqual({});
  });
});

describe('province and municipality', () => {
  it('a municipality fills its id, name and main CAP; another province clears them', () => {
    const chosen = withMunicipality({ ...emptyAddressFields, province: 'PD' }, padova);
    expect(chosen).toMatchObject({ cap: 'PD_028060', city: 'Padova', zipcode: '35121' });
    expect(withProvince(chosen, 'PD')).toBe(chosen);
    expect(withProvince(chosen, 'VE')).toMatchObject({ province: 'VE', cap: '', city: '', zipcode: '' });
  });
});

describe('addressBody', () => {
  it('sends trimmed values and the invoice data only with the option', () => {
    const body = addressBody({ ...filled, street: ' Via Roma 1 ', company: 'ignored' });
    expect(body).toMatchObject({ name: { first: 'Giulia', last: 'Rossi' }, street: 'Via Roma 1', cap: 'PD_028060', isInvoice: false });
    expect(body.invoice).toBeUndefined();
    const invoiced = addressBody({ ...filled, isInvoice: true, company: 'Rossi srl', vatnumber: '12345678901', pec: 'a@pec.it', sdi: 'abc1234', fiscalcode: 'rssgli80a41g224x' });
    expect(invoiced.invoice).toEqual({ name: 'Rossi srl', vatnumber: '12345678901', pec: 'a@pec.it', sdi: 'ABC1234' });
    expect(invoiced.fiscalcode).toBe('RSSGLI80A41G224X');
  });
});

describe('fieldsChanged', () => {
  it('is false until a value differs from the start', () => {
    expect(fieldsChanged(filled, { ...filled })).toBe(false);
    expect(fieldsChanged(filled, { ...filled, note: 'citofono 3' })).toBe(true);
  });
});

describe('withDefaultMoved', () => {
  it('gives one address the default of a kind and takes it from the other, leaving the other kind', () => {
    const base = { name: { first: 'G', last: 'R' }, street: 's', cap: 'PD_028001', city: 'c', province: 'PD', zipcode: '35031', phone: '1', isInvoice: false };
    const list = [
      { ...base, id: 1, isDefaultBilling: true, isDefaultShipping: true },
      { ...base, id: 2, isDefaultBilling: false, isDefaultShipping: false },
    ];
    expect(withDefaultMoved(list, 2, 'Shipping').map((a) => [a.id, a.isDefaultBilling, a.isDefaultShipping]))
      .toEqual([[1, true, false], [2, false, true]]);
  });
});
