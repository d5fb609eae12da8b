import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib';
import { STEP_LABELS } from './step-labels';
import { stepBarItems, type StepSlug } from './steps';
import styles from './Checkout.module.css';

/**
 * The checkout's step bar (docs/product/checkout.md#step-bar): the server's steps plus
 * 'Fatto!', the page's own marked as the current step, the earlier ones links back.
 */
export function StepBar({ list, page }: { list: readonly { slug: StepSlug }[]; page: StepSlug }) {
  const { t, i18n } = useLingui();
  const items = stepBarItems(list, page);
  return (
    <nav aria-label={t`Passaggi dell'acquisto`} className={styles.stepBar} data-testid="checkout-steps">
      <ol role="list">
        {items.map((item) => {
          const label = i18n._(STEP_LABELS[item.slug]);
          const body = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">{item.number}</span>
              <span className={styles.stepLabel}>{label}</span>
            </>
          );
          return (
            <li key={item.slug} className={styles[item.state]} data-step={item.slug} aria-current={item.state === 'current' ? 'step' : undefined}>
              {item.href ? <LocalizedLink to={item.href} className={styles.stepLink}>{body}</LocalizedLink> : <span className={styles.stepLink}>{body}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
