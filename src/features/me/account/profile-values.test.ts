import { describe, expect, it } from 'vitest';
import { validateAll } from '../../../ui/form';
import { profilePatch, profileRules, profileValuesOf } from './profile-values';

const user = { id: 7, email: 'g@example.it', name: { first: 'Giulia', last: 'Rossi' }, birth: { day: 4, month: 5, year: 1990 }, phone: null, addresses: [], orders: [], wish: { id: 1, articles: [] } };

describe('the account data form', () => {
  it('starts from the user', () => {
    expect(profileValuesOf(user)).toEqual({ first: 'Giulia', last: 'Rossi', phone: '', birth: { day: 4, month: 5, year: 1990 } });
  });

  it('asks for the names and a whole birth date; a phone has only numbers (a leading + and spaces allowed)', () => {
    const values = profileValuesOf(user);
    expect(validateAll({ ...values, first: ' ', phone: '333-12', birth: { day: null, month: 5, year: 1990 } }, profileRules))
      .toEqual({ first: 'required', phone: 'onlyNumbers', birth: 'required' });
    expect(validateAll({ ...values, phone: '+39 333 1234567' }, profileRules)).toEqual({});
  });

  it('sends trimmed names, the birth and the phone (null when emptied)', () => {
    const values = profileValuesOf(user);
    expect(profilePatch({ ...values, first: ' Giulia ', phone: ' +39  333 1234567 ' }))
      .toEqual({ name: { first: 'Giulia', last: 'Rossi' }, birth: { day: 4, month: 5, year: 1990 }, phone: '+39 333 1234567' });
    expect(profilePatch(values).phone).toBeNull();
  });
});
