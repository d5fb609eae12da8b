import { openLogin } from './login-view';
import { SigninForm } from './SigninForm';

/** The sign-in form inside a page that needs an account (the withdrawal function), back to `next` once signed in. */
export function SigninHere({ next }: { next: string }) {
  return <SigninForm heading="h2" next={next} onRecovery={() => openLogin('recovery')} onSignup={() => openLogin('signup')} />;
}
