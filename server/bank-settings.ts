// The account bank transfers go to, from the environment (docs/decisions/190-bank-transfer-details.md).
// Set, the four variables replace the shop's data at start; unset, the shop's data is used. A
// malformed IBAN or BIC, or part of a set, stops the server at start with the variable named:
// a customer must never be told to pay into a mistyped account.
import { z } from 'zod';
import { compactIban, isValidIban } from '../contract/iban.js';
import type { BankAccount } from '../contract/orders.js';

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const bankEnvSchema = z.object({
  /** Who the transfer is made out to, e.g. 'Raggio Cicli S.r.l.'. */
  SHOP_BANK_BENEFICIARY: z.string().trim().min(2, 'the account holder\'s name').max(140).optional(),
  /** The account's IBAN; spaces allowed. */
  SHOP_BANK_IBAN: z.string().refine(isValidIban, 'an IBAN whose check digits are right (ISO 13616 mod 97), e.g. IT60 X054 2811 1010 0000 0123 456')
    .transform(compactIban).optional(),
  /** The bank's BIC (SWIFT code), 8 or 11 characters. */
  SHOP_BANK_BIC: z.string().trim().toUpperCase().regex(BIC, 'a BIC of 8 or 11 letters and digits, e.g. BCITITMM').optional(),
  /** The bank's name, e.g. 'Intesa Sanpaolo'. */
  SHOP_BANK_NAME: z.string().trim().min(2, "the bank's name").max(140).optional(),
});

const VARIABLES = ['SHOP_BANK_BENEFICIARY', 'SHOP_BANK_IBAN', 'SHOP_BANK_BIC', 'SHOP_BANK_NAME'] as const;

/** The account the environment gives, or undefined for the shop's data; throws on part of a set. */
export function bankSettings(env: z.infer<typeof bankEnvSchema>): BankAccount | undefined {
  const missing = VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length === VARIABLES.length) return undefined;
  if (missing.length > 0) throw new Error(`Invalid configuration: ${missing.join(', ')}: needed with the other SHOP_BANK_* variables (set all four or none)`);
  return { beneficiary: env.SHOP_BANK_BENEFICIARY!, iban: env.SHOP_BANK_IBAN!, bic: env.SHOP_BANK_BIC!, bank: env.SHOP_BANK_NAME! };
}
