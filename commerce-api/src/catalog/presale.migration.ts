/**
 * Migration 29 (issue 12): storefront-experience §3/§6 presale products, sold before their release to signed-in
 * shoppers only (a guest's addition answers PRESALE_SIGN_IN_REQUIRED). Every existing product stays on general sale.
 */
export const presaleMigration = {
  version: 29,
  name: 'catalogue: presale products, sold to signed-in shoppers only (issue 12)',
  sql: `
ALTER TABLE products ADD COLUMN presale boolean NOT NULL DEFAULT false;
`,
};
