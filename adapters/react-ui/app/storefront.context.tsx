import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { composeBrowserStorefront, type Storefront } from './composition-root';
import type { Site } from './site/site';

const StorefrontContext = createContext<Storefront | null>(null);

/**
 * Exposes the composed use cases to components. They exist only in the browser (they need localStorage and the
 * same-origin cookie), so the first render, on the server and at hydration alike, sees null.
 */
export function StorefrontProvider({ site, children }: { site: Site; children: ReactNode }) {
  const [storefront, setStorefront] = useState<Storefront | null>(null);
  useEffect(() => {
    setStorefront(composeBrowserStorefront(site));
  }, [site]);
  return <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>;
}

/** The browser storefront, or null before hydration. */
export function useStorefront(): Storefront | null {
  return useContext(StorefrontContext);
}
