import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSignin, useCheckoutSigninTitle } from '../../../features/account/login';
// The frame alone, not the checkout's index: the other steps' pages stay out of this page's code.
import { SigninStepFrame } from '../../../features/checkout/SigninStepFrame';

function CheckoutSigninStep() {
  return <SigninStepFrame title={useCheckoutSigninTitle()}><CheckoutSignin /></SigninStepFrame>;
}

export const Route = createFileRoute('/{-$lang}/checkout/accedi')({
  staticData: { title: msg`Accesso`, routeName: 'checkoutSign' },
  component: CheckoutSigninStep,
});
