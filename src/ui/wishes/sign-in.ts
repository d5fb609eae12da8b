import { createContext, useContext } from 'react';

// Adding a wish needs a signed-in customer; for a visitor the login drawer opens
// (docs/product/cart.md#wish-list). The drawer is the shell's, a layer above: the shell provides how to open
// it.
export const SignInNeededContext = createContext<() => void>(() => undefined);

export const useSignInNeeded = () => useContext(SignInNeededContext);
