import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import type { Article } from '../../../../contract/catalogue';
import { descriptionHtml, isSameSite } from './description-html';
import styles from './Description.module.css';

/**
 * The article's description (sanitised HTML, relative links made absolute on the site's address)
 * and its collapsible extended fields. A click on a link of this site is opened by the router.
 */
export function Description({ article }: { article: Article }) {
  const { t } = useLingui();
  const router = useRouter();
  const html = useMemo(() => descriptionHtml(article.description, window.location.origin), [article.description]);
  const fields = article.extendedFields.on ? article.extendedFields.value : [];

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.target || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!isSameSite(link.href, window.location.origin)) return;
    event.preventDefault();
    const url = new URL(link.href);
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  };

  if (html.trim() === '' && fields.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t`Descrizione`}>
      {html.trim() !== '' ? (
        <>
          <h2 className={styles.heading}><Trans>Descrizione</Trans></h2>
          {/* Sanitised by DOMPurify in descriptionHtml. */}
          <div className={styles.description} data-testid="description" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : null}
      {fields.length > 0 ? (
        <details className={styles.fields} data-testid="extended-fields">
          <summary className={styles.summary}><Trans>Caratteristiche tecniche</Trans></summary>
          <dl className={styles.list}>
            {fields.map((field) => (
              <div key={field.label} className={styles.row}>
                <dt>{field.label}</dt>
                <dd>
                  {field.img ? <img src={field.img} alt="" className={styles.fieldImage} loading="lazy" /> : null}
                  {field.value}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}
