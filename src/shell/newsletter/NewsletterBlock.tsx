import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NewsletterForm } from './NewsletterForm';
import styles from './NewsletterForm.module.css';

/**
 * The shared newsletter block of docs/product/content.md#newsletter ("Subscription block with an e-mail
 * field; button disabled while empty"), for a signed-in customer: POST auth/sub with the account's
 * address filled in (docs/product/content.md#newsletter). Placed in the personal area (decision 118); the footer keeps its own
 * form for everyone. Heading and form ids come from useId, so it never repeats the footer's.
 */
export function NewsletterBlock({ email, headingLevel = 2, pending = false }: {
  email: string;
  headingLevel?: 2 | 3;
  /** A confirmation mail is out and not opened yet (a sign-up's tick, an earlier request): say so, and offer it again. */
  pending?: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="newsletter-block">
      <Heading id={headingId}>{t`Newsletter`}</Heading>
      {pending ? (
        <p className={styles.lead} data-testid="newsletter-pending">
          {t`Iscrizione in attesa di conferma: ti abbiamo inviato un'e-mail all'indirizzo ${email}. La newsletter partirà quando aprirai il link. Non la trovi? Controlla la cartella spam o fattela inviare di nuovo.`}
        </p>
      ) : (
        <p className={styles.lead}>{t`Novità, anteprime e offerte riservate all'indirizzo del tuo account. L'iscrizione parte quando confermi il link che ti inviamo per e-mail.`}</p>
      )}
      <NewsletterForm call="account" initialEmail={email} tone="light" submitLabel={pending ? t`Invia di nuovo l'e-mail` : undefined} />
    </section>
  );
}
