// What the server passes to the server-rendering bundle and gets back (docs/decisions/080-ssr.md).
// Types only: the server loads the bundle at run time, so neither side imports the other.

/** One GET of the API as the PWA writes it (`shop`, `catalogs/articles/{slug}`), answered in-process. */
export interface ApiReader {
  get<T>(path: string, options?: { query?: Record<string, unknown>; signal?: AbortSignal }): Promise<T>;
}

export interface SsrRequest {
  /** Path and search of the page, e.g. `/en/p/telaio?x=1`. */
  url: string;
  /** The shop's public origin, for canonical and alternate links. */
  origin: string;
  /** Reads the API's answers from the domain (no HTTP to itself). */
  reader: ApiReader;
}

export type SsrResult =
  | {
      kind: 'html';
      status: number;
      lang: string;
      /** Tags for <head>: title, description, links, Open Graph, JSON-LD, preloads. */
      head: string;
      /** The no-JavaScript message in the page's language, as HTML text (the content of <noscript>). */
      noscript: string;
      /** The rendered app, the content of #root. */
      body: string;
      /** The router's hydration scripts, after #root. */
      scripts: string;
      /** The URL the client must show before hydrating (the 404 page of an unknown path is /404). */
      replaceUrl?: string;
      /**
       * A language the asked path named (/de/… of an unknown path): the client stores it as the
       * visitor's choice before starting, as its router would have on that path.
       */
      rememberLang?: string;
    }
  | { kind: 'redirect'; status: number; location: string };

export type SsrRender = (request: SsrRequest) => Promise<SsrResult>;
