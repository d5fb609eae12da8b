import { AdminApiError } from '../lib/api';

/** An API refusal as the staff read it: the server's message, in the admin's language. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof AdminApiError || error instanceof Error ? error.message : String(error);
  return <p className="error" role="alert">{message}</p>;
}
