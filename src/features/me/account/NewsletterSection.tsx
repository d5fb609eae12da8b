import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NewsletterBlock } from '../../../shell';
import { newsletterQuery } from '../me-api';
import styles from '../Me.module.css';

/**
 * The account's newsletter (decision 118): a customer who receives it is told so; anyone else gets
 * the shared newsletter block with the account's address — saying so when a confirmation mail
 * waits to be opened (a sign-up's tick), with the mail offered again. While the answer is pending, or when it
 * fails (offline), the block shows: subscribing again is harmless (decision 110).
 */
export function NewsletterSection({ userId, email }: { userId: number; email: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const status = useQuery({ ...newsletterQuery(userId, email), retry: false });
  if (status.data?.news) {
    return (
      <section className={styles.section} aria-labelledby={headingId} data-testid="newsletter-subscribed">
        <h2 id={headingId}>{t`Newsletter`}</h2>
        <p>{t`Ricevi la newsletter di Raggio all'indirizzo ${email}. Per non riceverla più, usa il link in fondo a ogni newsletter.`}</p>
      </section>
    );
  }
  return <div className={styles.section}><NewsletterBlock email={email} pending={status.data?.status === 'pending'} /></div>;
}
