// What a closed account looks like (docs/decisions/236-the-customers-own-data.md): its address is a
// pseudonym on a reserved domain (`.invalid`, RFC 2606), so no mail goes to it and nobody can sign
// up or in with it; the shop's mails treat such a customer as gone.
export const CLOSED_DOMAIN = 'account-chiuso.invalid';
export const closedEmail = (userId: number) => `chiuso-${userId}@${CLOSED_DOMAIN}`;
export const isClosedEmail = (email: string) => email.toLowerCase().endsWith(`@${CLOSED_DOMAIN}`);
/** What a closed account's birth date reads; the column cannot be empty. */
export const CLOSED_BIRTH_DATE = '1900-01-01';
