// One answer cache and one version reader per database, shared by every catalogue route
// (catalogs/*, pages_promos/*): computed answers are reused until the catalogue changes.
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { AnswerCache, type CachedAnswer } from './answer-cache.js';
import { catalogueVersion, type CatalogueState, type CatalogueVersion } from './version.js';

export interface CatalogueAnswers {
  /** The catalogue version and the shop's languages (re-read at most once a second). */
  state(): Promise<CatalogueState>;
  /**
   * The serialised answer for (`path`, normalised query, `lang`) at the current version;
   * undefined when `compute` found nothing (not cached).
   */
  answer(path: string, query: string, lang: Lang, compute: () => Promise<unknown>): Promise<CachedAnswer | undefined>;
  /** After a catalogue write in this process: re-read the version now. */
  changed(): Promise<void>;
  /**
   * The answer kept for (`path`, normalised query, `lang`) when it is of the catalogue version
   * `answer` would use now without waiting for the database; computes and reads nothing.
   */
  current(path: string, query: string, lang: Lang): CachedAnswer | undefined;
  /** The version `state` would answer with now without waiting; undefined when it would wait. */
  knownVersion(): string | undefined;
  /**
   * What `compute` reads, kept until the version moves: for the shop's own tables, which the
   * version watches (docs/decisions/201-shop-answers-per-version.md). Computed once per version
   * however many callers ask at once; a failure is not kept.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

const cacheKey = (path: string, query: string, lang: Lang) => `${path}?${query}#${lang}`;

const perDb = new WeakMap<Db, CatalogueAnswers>();

export function catalogueAnswers(db: Db): CatalogueAnswers {
  const known = perDb.get(db);
  if (known) return known;
  const version: CatalogueVersion = catalogueVersion(db);
  const cache = new AnswerCache();
  let remembered = { version: '', values: new Map<string, Promise<unknown>>() };
  const answers: CatalogueAnswers = {
    state: () => version.get(),
    async answer(path, query, lang, compute) {
      const { version: current } = await version.get();
      return cache.answer(cacheKey(path, query, lang), current, compute);
    },
    current(path, query, lang) {
      const known = answers.knownVersion();
      return known === undefined ? undefined : cache.current(cacheKey(path, query, lang), known);
    },
    async changed() {
      await version.refresh();
    },
    knownVersion: () => version.known()?.version,
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const { version: current } = await version.get();
      if (remembered.version !== current) remembered = { version: current, values: new Map() };
      const { values } = remembered;
      let value = values.get(key) as Promise<T> | undefined;
      if (!value) {
        value = compute();
        values.set(key, value);
        value.catch(() => { if (values.get(key) === value) values.delete(key); });
      }
      return value;
    },
  };
  perDb.set(db, answers);
  return answers;
}
