import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { InfoPageKey } from '../../../contract/info-pages';
import { useLang } from '../../lib';
import { isOfflineFailure, OfflineMessage } from '../../shell';
import { InfoBlocks } from './InfoBlocks';
import { infoPageQuery } from './info-pages-api';
import styles from './InfoPage.module.css';

/**
 * An information page (/chi-siamo, /cgv, …; docs/product/content.md#information-pages): its title and the
 * shop's text for it, with the live shop data the text places (shipping and payment methods,
 * stores, company details). Rendered by the server; the route's loader has the text in the cache.
 * Offline, a page read before opens from the service worker's cache; one never read says so.
 */
export function InfoPage({ pageKey }: { pageKey: InfoPageKey }) {
  const lang = useLang();
  const page = useQuery(infoPageQuery(lang, pageKey));
  return (
    <article className={styles.page} aria-labelledby="info-page-title" data-info-page={pageKey}>
      {page.data ? (
        <>
          <h1 id="info-page-title">{page.data.title}</h1>
          <InfoBlocks blocks={page.data.blocks} />
        </>
      ) : page.isError && isOfflineFailure(page.error) ? (
        <OfflineMessage retry={() => void page.refetch()} />
      ) : page.isError ? (
        <div role="alert" className={styles.problem}>
          <h1 id="info-page-title"><Trans>Pagina non disponibile</Trans></h1>
          <p><Trans>Non è stato possibile caricare la pagina.</Trans></p>
          <button type="button" className="btn" onClick={() => void page.refetch()}><Trans>Riprova</Trans></button>
        </div>
      ) : (
        <h1 id="info-page-title" aria-busy="true"><Trans>Caricamento…</Trans></h1>
      )}
    </article>
  );
}
