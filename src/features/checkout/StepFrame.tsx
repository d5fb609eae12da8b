import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Checkout } from '../../../contract/checkout';
import { StepBar } from './StepBar';
import type { StepSlug } from './steps';
import styles from './Checkout.module.css';

interface StepFrameProps {
  step: StepSlug;
  title: string;
  checkout: Checkout;
  online: boolean;
  children: ReactNode;
}

/**
 * One checkout step's page: the step bar, the heading, and offline the plain note that the step
 * shows what was saved and that choosing needs the connection (the funnel header and footer are
 * the shell's).
 */
export function StepFrame({ step, title, checkout, online, children }: StepFrameProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page} data-testid={`checkout-${step}`}>
      <StepBar list={checkout.steps.list} page={step} />
      <h1 className={styles.title}>{title}</h1>
      {online ? null : (
        <p className={styles.offline} role="status" data-testid="checkout-offline">
          {t`Sei offline: vedi le scelte salvate l'ultima volta. Per sceglierne altre e procedere serve la connessione a internet.`}
        </p>
      )}
      {children}
    </div>
  );
}
