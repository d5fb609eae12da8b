import { createContext, useContext } from 'react';

/**
 * What to do once the customer has signed in from the login drawer (decision 206: the wish a
 * visitor or an ended session asked for is added then). `tell` shows them a message (a toast).
 */
export type AfterSignIn = (tell: (message: string) => void) => void;

/**
 * Opens the login drawer. `after`, if given, runs when the drawer closes with a customer signed in,
 * and is forgotten when it closes otherwise (decision 206).
 */
export type SignInNeeded = (after?: AfterSignIn) => void;

// Adding a wish needs a signed-in customer; for a visitor the login drawer opens
// (docs/product/cart.md#wish-list). The drawer is the shell's, a layer above: the shell provides how to open
// it.
export const SignInNeededContext = createContext<SignInNeeded>(() => undefined);

export const useSignInNeeded = () => useContext(SignInNeededContext);
