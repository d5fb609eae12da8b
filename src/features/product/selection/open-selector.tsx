import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// Opening one attribute selector closes the others (docs/product/catalogue.md#variants), across the
// product's own selectors and its bundle members'. A selector's key: `{scope}:{attribute id}`.

interface OpenSelector {
  openKey: string | null;
  setOpenKey: (key: string | null) => void;
}

const OpenSelectorContext = createContext<OpenSelector>({ openKey: null, setOpenKey: () => undefined });

export function OpenSelectorProvider({ children }: { children: ReactNode }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const value = useMemo(() => ({ openKey, setOpenKey }), [openKey]);
  return <OpenSelectorContext.Provider value={value}>{children}</OpenSelectorContext.Provider>;
}

export const useOpenSelector = () => useContext(OpenSelectorContext);

export const selectorKey = (scope: string, attributeId: number) => `${scope}:${attributeId}`;
