import { describe, expect, it } from 'vitest';
import { supportBody, supportProblems } from './support-form-state';

describe('supportProblems', () => {
  it('asks for every field, and for an e-mail that is one', () => {
    expect(supportProblems({ first: ' ', last: '', mail: '', msg: '' }))
      .toEqual({ first: 'required', last: 'required', mail: 'required', msg: 'required' });
    expect(supportProblems({ first: 'Giulia', last: 'Rossi', mail: 'giulia@', msg: 'Ciao' })).toEqual({ mail: 'invalid' });
    expect(supportProblems({ first: 'Giulia', last: 'Rossi', mail: 'giulia@example.it', msg: 'Ciao' })).toEqual({});
  });
});

describe('supportBody', () => {
  it('sends the trimmed values in the shape the server reads', () => {
    expect(supportBody({ first: ' Giulia ', last: 'Rossi ', mail: ' giulia@example.it', msg: ' Ciao\n' }))
      .toEqual({ name: { first: 'Giulia', last: 'Rossi' }, mail: 'giulia@example.it', msg: 'Ciao' });
  });
});
