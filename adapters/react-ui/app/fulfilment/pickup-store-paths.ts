/** The address of the panel (the page without JavaScript; the dialog loads the same). */
export const pickupStorePath = (siteId: string, params: { product: string; upc: string; item?: string; q?: string; confirm?: string }): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return `/${siteId}/pickup-store?${search.toString()}`;
};
