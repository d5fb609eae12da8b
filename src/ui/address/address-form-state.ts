import type { Address } from '../../../contract/address';
import type { Municipality } from '../../../contract/geo';
import { VAT_NUMBER } from '../../../contract/rules/patterns';
import { emailProblem } from '../../lib/email-rule';
import type { AddressBody, DefaultKind } from './address-api';

/** The address form's fields as the customer edits them (docs/product/accounts.md#address-book). */
export interface AddressFields {
  first: string;
  last: string;
  province: string;
  /** The municipality's id ('PD_028001'): what an address stores in `cap`. */
  cap: string;
  city: string;
  zipcode: string;
  street: string;
  phone: string;
  note: string;
  isInvoice: boolean;
  company: string;
  vatnumber: string;
  fiscalcode: string;
  pec: string;
  sdi: string;
}

/** The rule a field breaks (docs/product/accounts.md#form-rules: required, vat, email pattern, onlyNumbers). */
export type AddressProblem = 'required' | 'vat' | 'email';
export type AddressProblems = Partial<Record<keyof AddressFields, AddressProblem>>;

/** What an address is used for: shipping shows the courier's note, billing the invoice option. */
export interface AddressUses { billing: boolean; shipping: boolean }
export const BOTH_USES: AddressUses = { billing: true, shipping: true };
export const BILLING_ONLY: AddressUses = { billing: true, shipping: false };
export const SHIPPING_ONLY: AddressUses = { billing: false, shipping: true };

/**
 * The uses of an address of the book: the defaults it holds; one that holds none yet can be chosen
 * for either in the checkout, so it is both (decision 206).
 */
export function usesOfAddress(address: Pick<Address, 'isDefaultBilling' | 'isDefaultShipping'>): AddressUses {
  if (address.isDefaultBilling === address.isDefaultShipping) return BOTH_USES;
  return address.isDefaultBilling ? BILLING_ONLY : SHIPPING_ONLY;
}

export const emptyAddressFields: AddressFields = {
  first: '', last: '', province: '', cap: '', city: '', zipcode: '', street: '', phone: '', note: '',
  isInvoice: false, company: '', vatnumber: '', fiscalcode: '', pec: '', sdi: '',
};

export function fieldsOfAddress(address: Address): AddressFields {
  return {
    first: address.name.first,
    last: address.name.last,
    province: address.province,
    cap: address.cap,
    city: address.city,
    zipcode: address.zipcode,
    street: address.street,
    phone: address.phone,
    note: address.note ?? '',
    isInvoice: address.isInvoice,
    company: address.invoice?.name ?? '',
    vatnumber: address.invoice?.vatnumber ?? '',
    fiscalcode: address.fiscalcode ?? '',
    pec: address.invoice?.pec ?? '',
    sdi: address.invoice?.sdi ?? '',
  };
}

/** A province picked: the municipality and its CAP belong to the old one and are cleared. */
export function withProvince(fields: AddressFields, province: string): AddressFields {
  if (province === fields.province) return fields;
  return { ...fields, province, cap: '', city: '', zipcode: '' };
}

/** A municipality picked: its id, name and main CAP fill the address (docs/product/accounts.md#address-book). */
export function withMunicipality(fields: AddressFields, municipality: Municipality | undefined): AddressFields {
  if (!municipality) return { ...fields, cap: '', city: '', zipcode: '' };
  return { ...fields, cap: municipality.id, city: municipality.name, zipcode: municipality.zipcode };
}

/**
 * Each field that cannot be sent, and why (docs/product/accounts.md#address-book): name,
 * province, municipality, CAP, street and phone always; with the invoice option also the company
 * name, the VAT number (exactly 11 digits), the tax code, the PEC (an e-mail address) and the SDI —
 * all of them, as the server asks (decision 104). The tax code's and SDI's shapes are the server's
 * to check; its answer names the field.
 */
export function addressProblems(fields: AddressFields, uses: AddressUses = BOTH_USES): AddressProblems {
  const problems: AddressProblems = {};
  const required = ['first', 'last', 'province', 'cap', 'zipcode', 'street', 'phone'] as const;
  for (const key of required) if (fields[key].trim() === '') problems[key] = 'required';
  // A shipping-only form does not show the invoice data: it sends back what the address had.
  if (!fields.isInvoice || !uses.billing) return problems;
  for (const key of ['company', 'vatnumber', 'fiscalcode', 'sdi'] as const) if (fields[key].trim() === '') problems[key] = 'required';
  if (!problems.vatnumber && !VAT_NUMBER.test(fields.vatnumber.trim())) problems.vatnumber = 'vat';
  const pec = emailProblem(fields.pec);
  if (pec) problems.pec = pec === 'required' ? 'required' : 'email';
  return problems;
}

/** The body of POST / PUT users/{id}/addresses: trimmed, invoice data only with the option. */
export function addressBody(fields: AddressFields): AddressBody {
  const body: AddressBody = {
    name: { first: fields.first.trim(), last: fields.last.trim() },
    street: fields.street.trim(),
    cap: fields.cap,
    city: fields.city,
    province: fields.province,
    zipcode: fields.zipcode,
    phone: fields.phone.trim(),
    note: fields.note.trim(),
    isInvoice: fields.isInvoice,
  };
  if (fields.isInvoice) {
    body.invoice = {
      name: fields.company.trim(),
      vatnumber: fields.vatnumber.trim(),
      pec: fields.pec.trim(),
      sdi: fields.sdi.trim().toUpperCase(),
    };
    body.fiscalcode = fields.fiscalcode.trim().toUpperCase();
  }
  return body;
}

/** docs/product/accounts.md#form-rules: submit is enabled only when a value differs from the start. */
export function fieldsChanged(initial: AddressFields, current: AddressFields): boolean {
  return (Object.keys(initial) as (keyof AddressFields)[]).some((key) => initial[key] !== current[key]);
}

/** The book after `addressId` takes the default of `kind` from whichever address had it. */
export function withDefaultMoved(list: Address[], addressId: number, kind: DefaultKind): Address[] {
  const flag = kind === 'Billing' ? 'isDefaultBilling' : 'isDefaultShipping';
  return list.map((address) => ({ ...address, [flag]: address.id === addressId }));
}
