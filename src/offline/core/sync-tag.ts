/** The Background Sync tag of the outbox (pages register it, the service worker answers it). */
export const SYNC_TAG = 'raggio-outbox';
