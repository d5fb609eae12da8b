import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CatalogueResult } from '../../../contract/catalogue';
import type { ListingParams } from '../../lib/catalogue-api';
import { ChevronLeft, ChevronRight } from '../../ui';
import { searchFromParams } from './listing-search';
import styles from './Listing.module.css';

/** 'Pagina x di y' with previous and next links (real links: shareable, open in a new tab). */
export function Pagination({ pagination, params }: { pagination: CatalogueResult['pagination']; params: ListingParams }) {
  const { t } = useLingui();
  const { page, totalPages } = pagination;
  if (totalPages <= 1 && page <= 1) return null;
  const linkTo = (target: number | null) => (target === null ? null : searchFromParams({ ...params, page: target }));
  const prev = linkTo(pagination.hasPrevPage ? pagination.prevPage : null);
  const next = linkTo(pagination.hasNextPage ? pagination.nextPage : null);
  return (
    <nav className={styles.pagination} aria-label={t`Pagine`}>
      {prev ? (
        <Link to="." search={prev as never} className="btn btn-ghost" rel="prev"><ChevronLeft size={18} /><Trans>Precedente</Trans></Link>
      ) : <span className={styles.pagePlaceholder} />}
      <p className={styles.pageOf} data-testid="page-of"><Trans>Pagina {page} di {totalPages}</Trans></p>
      {next ? (
        <Link to="." search={next as never} className="btn btn-ghost" rel="next"><Trans>Successiva</Trans><ChevronRight size={18} /></Link>
      ) : <span className={styles.pagePlaceholder} />}
    </nav>
  );
}
