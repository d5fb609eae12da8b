import { describe, expect, it } from 'vitest';
import { accountChanged, accountPatch, accountProblems, fieldsOfUser } from './account-form-state';

const user = { id: 7, email: 'g@example.it', name: { first: 'Giulia', last: 'Rossi' }, birth: { day: 4, month: 5, year: 1990 }, phone: null };

describe('the account data form', () => {
  it('starts from the user and counts as changed only when a value differs', () => {
    const initial = fieldsOfUser(user);
    expect(initial).toEqual({ first: 'Giulia', last: 'Rossi', phone: '', birth: { day: '4', month: '5', year: '1990' } });
    expect(accountChanged(initial, { ...initial })).toBe(false);
    expect(accountChanged(initial, { ...initial, birth: { ...initial.birth, day: '5' } })).toBe(true);
  });

  it('asks for the names and a whole, real birth date; a phone has only numbers', () => {
    const initial = fieldsOfUser(user);
    expect(accountProblems({ ...initial, first: ' ', phone: '333-12', birth: { day: '', month: '5', year: '1990' } }))
      .toEqual({ first: 'required', phone: 'onlyNumbers', birth: 'required' });
    expect(accountProblems({ ...initial, birth: { day: '31', month: '4', year: '1990' } })).toEqual({ birth: 'date' });
    expect(accountProblems({ ...initial, phone: '+39 333 1234567' })).toEqual({});
  });

  it('sends only what changed', () => {
    const initial = fieldsOfUser(user);
    expect(accountPatch(initial, { ...initial, phone: ' 333  1234567 ' })).toEqual({ phone: '333 1234567' });
    expect(accountPatch(initial, { ...initial, last: 'Bianchi', birth: { day: '4', month: '6', year: '1990' } }))
      .toEqual({ name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 4, month: 6, year: 1990 } });
  });
});
