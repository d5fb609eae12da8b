// The password's length rule without zod, so the forms' hints can name it (decision 174: no
// schemas at start-up); contract/auth.ts builds the schema from it.

/**
 * Password rules (decision 097): 8 to 128 characters, nothing else enforced. Length is what makes
 * a password strong; composition rules push people to predictable patterns (NIST SP 800-63B). The
 * ceiling bounds the hashing work one request can ask for.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
