// The address form and the address book's calls, shared by the personal area (/me/addresses) and
// the checkout's addresses step (decision 114: features do not import each other). Its texts
// belong to the 'me' catalog (lingui.config.ts).
export { AddressForm } from './AddressForm';
export {
  addressBody, addressProblems, emptyAddressFields, fieldsChanged, fieldsOfAddress, withDefaultMoved, withMunicipality, withProvince,
  usesOfAddress, BOTH_USES, BILLING_ONLY, SHIPPING_ONLY,
  type AddressFields, type AddressProblem, type AddressProblems, type AddressUses,
} from './address-form-state';
export {
  addressBookKey, addressBookQuery, addressCalls, municipalitiesQuery, provincesQuery, MAX_ADDRESSES,
  type AddressBody, type DefaultKind,
} from './address-api';
export { SelectField } from './SelectField';
export { useProblemText } from './problem-text';
export { AddressLines } from './AddressLines';
