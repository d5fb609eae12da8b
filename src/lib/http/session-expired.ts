/** The window event raised when an answer says the session is over; `detail` is the answer body. */
export const SESSION_EXPIRED_EVENT = 'session-expired';

export function dispatchSessionExpired(body: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: body }));
}
