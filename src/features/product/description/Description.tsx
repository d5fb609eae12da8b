import { Trans, useLingui } from '@lingui/react/macro';
import { ClientOnly, useRouter } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import type { Article } from '../../../../contract/catalogue';
import { descriptionHtml, isSameSite } from './description-html';
import { plainText } from './description-text';
import styles from './Description.module.css';

/**
 * The article's description (sanitised HTML, relative links made absolute on the site's address)
 * and its collapsible extended fields. A click on a link of this site is opened by the router.
 */
export function Description({ article }: { article: Article }) {
  const { t } = useLingui();
  const fields = article.extendedFields.on ? article.extendedFields.value : [];

  const text = useMemo(() => plainText(article.description, Infinity), [article.description]);
  if (text === '' && fields.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t`Descrizione`}>
      {text !== '' ? (
        <>
          <h2 className={styles.heading}><Trans>Descrizione</Trans></h2>
          {/* Sanitising needs the DOM: the server and the hydrating client show the text alone. */}
          <ClientOnly fallback={<div className={styles.description} data-testid="description"><p>{text}</p></div>}>
            <DescriptionHtml source={article.description} />
          </ClientOnly>
        </>
      ) : null}
      {fields.length > 0 ? <ExtendedFields fields={fields} /> : null}
    </section>
  );
}

function DescriptionHtml({ source }: { source: string }) {
  const router = useRouter();
  const html = useMemo(() => descriptionHtml(source, window.location.origin), [source]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.target || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!isSameSite(link.href, window.location.origin)) return;
    event.preventDefault();
    const url = new URL(link.href);
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  };

  // Sanitised by DOMPurify in descriptionHtml.
  return <div className={styles.description} data-testid="description" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function ExtendedFields({ fields }: { fields: Article['extendedFields']['value'] }) {
  return (
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
  );
}
