// Passwords are kept only as argon2id hashes (ARCHITECTURE.md#guarantees-the-server-keeps; decision 097), with the
// library's defaults (19 MiB, 2 passes: OWASP's argon2id minimum).
import { hash, verify } from '@node-rs/argon2';

/** argon2id; @node-rs/argon2's `Algorithm.Argon2id` is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

let dummyHash: Promise<string> | undefined;

/** Makes the fixed hash ahead of the first sign-in, so not even that one is slower. */
export function preparePasswordChecks(): Promise<string> {
  dummyHash ??= hashPassword('raggio-no-such-account');
  return dummyHash;
}

/**
 * Checks a password against a stored hash. With no hash (an unknown e-mail) it verifies against a
 * fixed hash of the same cost and answers false, so the two cases take the same time.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(storedHash ?? await preparePasswordChecks(), password);
  return storedHash !== undefined && matches;
}
