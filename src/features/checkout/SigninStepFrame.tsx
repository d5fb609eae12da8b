import type { ReactNode } from 'react';
import { StepBar } from './StepBar';
import { useCheckoutView } from './use-checkout';
import styles from './Checkout.module.css';

/**
 * The sign-in step's frame: the step bar of the visitor's checkout, as every other step shows it,
 * above the sign-in and sign-up forms (the account feature's, handed over by the route).
 */
export function SigninStepFrame({ title, children }: { title: string; children: ReactNode }) {
  const { checkout } = useCheckoutView();
  return (
    <div className={styles.page} data-testid="checkout-accedi">
      <StepBar list={checkout.steps.list} page="accedi" />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
