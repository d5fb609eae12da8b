// The tracker's batch limit, kept apart from the analytics schemas so the client's start-up reads
// it without building them (decision 174).

/** How many events one `POST mctg/batch` may carry (the whole body is also under 64 KB). */
export const MCTG_BATCH_MAX = 50;
