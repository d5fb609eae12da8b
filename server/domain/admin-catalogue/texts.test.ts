import { describe, expect, it } from 'vitest';
import { ADMIN_RULE_MESSAGES } from '../../../contract/admin-catalogue.js';
import { VALIDATION_TEXTS } from './texts.js';

describe('VALIDATION_TEXTS of the article calls', () => {
  it('has a text for every contract rule, in English the rule itself (the catalog repeats it)', () => {
    for (const message of Object.values(ADMIN_RULE_MESSAGES)) expect(VALIDATION_TEXTS.rules.get(message)?.en).toBe(message);
  });
});
