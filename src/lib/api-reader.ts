import type { QueryClient } from '@tanstack/react-query';
import type { ApiReader } from '../../contract/ssr';
import { http } from './http';

// Where a query client's GETs go: the HTTP client in the browser; on the server the render
// passes a reader that answers from the domain in-process (docs/decisions/080-ssr.md). Kept per
// query client, so concurrent server renders never share one, and query functions read it
// from their context (`client`), in loaders and components alike.

const readers = new WeakMap<QueryClient, ApiReader>();

export function setApiReader(client: QueryClient, reader: ApiReader): void {
  readers.set(client, reader);
}

export function apiReader(client: QueryClient): ApiReader {
  return readers.get(client) ?? http;
}
