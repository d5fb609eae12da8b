// The account's bounds, once for the server's schemas and the forms (decision 210).

/**
 * Password rules (decision 097): 8 to 128 characters, nothing else enforced. Length is what makes
 * a password strong; composition rules push people to predictable patterns (NIST SP 800-63B). The
 * ceiling bounds the hashing work one request can ask for.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The oldest birth year accepted; the youngest is this year minus MIN_AGE_YEARS. */
export const BIRTH_YEAR_MIN = 1920;
export const MIN_AGE_YEARS = 14;

/** The youngest birth year accepted today: the customer is at least 14 this year. */
export const birthYearMax = (today = new Date()) => today.getUTCFullYear() - MIN_AGE_YEARS;
