import { useState } from 'react';
import type { Checkout } from '../../../contract/checkout';
import { useProblemText } from '../../ui/address';
import type { StepSlug } from './steps';
import { useGoTo } from './use-step-navigation';

export interface Proceed {
  sending: boolean;
  /** The last failure's text, until the next try or `clear`. */
  failure: string | null;
  clear: () => void;
  /** Records the step's choice (`send` adopts the answer) and goes on to `next`; a failure is kept in `failure`. */
  proceed: (record: () => Promise<Checkout>) => Promise<void>;
}

/** A step's PROCEED: one choice sent at a time, then the next step, or the failure in the customer's words. */
export function useProceed(next: StepSlug, send: (call: () => Promise<Checkout>) => Promise<Checkout>): Proceed {
  const goTo = useGoTo();
  const problemText = useProblemText();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const proceed = async (record: () => Promise<Checkout>) => {
    setSending(true);
    setFailure(null);
    try {
      await send(record);
      await goTo(`/checkout/${next}`);
    } catch (error) {
      setFailure(problemText(error));
      setSending(false);
    }
  };
  return { sending, failure, clear: () => setFailure(null), proceed };
}
