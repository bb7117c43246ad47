import { presaleMigration } from '../catalog/presale.migration';
import { experienceMigration } from '../experience/experience.migration';
/**
 * Versioned schema migrations, applied in order and recorded in `schema_migrations`.
 * Never edit a released migration: add the next version.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue, carts, orders, sandbox payments',
    sql: `
CREATE TABLE engine_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE brands (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE categories (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{4,10}$'),
  name text NOT NULL,
  slug text NOT NULL,
  position int NOT NULL
);

CREATE TABLE products (
  id text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{8,11}$'),
  brand_id text NOT NULL REFERENCES brands(id),
  category_id text NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL,
  featured boolean NOT NULL DEFAULT false,
  position int NOT NULL
);
CREATE INDEX products_category_idx ON products (category_id, position);

CREATE TABLE product_colors (
  product_id text NOT NULL REFERENCES products(id),
  code text NOT NULL,
  name text NOT NULL,
  swatch text NOT NULL,
  position int NOT NULL,
  PRIMARY KEY (product_id, code)
);

CREATE TABLE product_prices (
  product_id text NOT NULL REFERENCES products(id),
  site_id text NOT NULL,
  currency text NOT NULL,
  list_minor int NOT NULL CHECK (list_minor >= 0),
  sale_minor int NOT NULL CHECK (sale_minor >= 0 AND sale_minor <= list_minor),
  PRIMARY KEY (product_id, site_id)
);

CREATE TABLE variants (
  upc text PRIMARY KEY CHECK (upc ~ '^[0-9]{12}$'),
  product_id text NOT NULL REFERENCES products(id),
  color_code text NOT NULL,
  size text NOT NULL,
  position int NOT NULL,
  FOREIGN KEY (product_id, color_code) REFERENCES product_colors(product_id, code),
  UNIQUE (product_id, color_code, size)
);

CREATE TABLE stock (
  upc text PRIMARY KEY REFERENCES variants(upc),
  qty int NOT NULL CHECK (qty >= 0)
);

CREATE TABLE stores (
  id text PRIMARY KEY,
  name text NOT NULL,
  site_id text NOT NULL,
  address_line1 text NOT NULL,
  city text NOT NULL,
  postal_code text NOT NULL,
  country_code text NOT NULL,
  phone text NOT NULL
);

CREATE TABLE carts (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  site_id text NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ORDERED')),
  customer_email text,
  shipping_address jsonb,
  billing_address jsonb,
  shipping_method text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX carts_owner_idx ON carts (owner_id);

CREATE TABLE cart_items (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  upc text NOT NULL REFERENCES variants(upc),
  qty int NOT NULL CHECK (qty > 0),
  added_at timestamptz NOT NULL,
  UNIQUE (cart_id, upc)
);

CREATE TABLE cart_payment_instruments (
  id text PRIMARY KEY,
  cart_id text NOT NULL UNIQUE REFERENCES carts(id) ON DELETE CASCADE,
  payment_method_id text NOT NULL,
  token text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month int NOT NULL,
  expiry_year int NOT NULL,
  holder text NOT NULL
);

CREATE TABLE orders (
  order_number text PRIMARY KEY,
  basket_id text NOT NULL UNIQUE REFERENCES carts(id),
  owner_id text NOT NULL,
  idempotency_key text,
  site_id text NOT NULL,
  currency text NOT NULL,
  total_minor int NOT NULL,
  payment_authorisation_id text NOT NULL,
  document jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (owner_id, idempotency_key)
);

CREATE TABLE sandbox_card_tokens (
  token text PRIMARY KEY,
  brand text NOT NULL,
  last4 text NOT NULL,
  expiry_month int NOT NULL,
  expiry_year int NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('AUTHORISE', 'DECLINE')),
  created_at timestamptz NOT NULL
);

CREATE TABLE sandbox_authorisations (
  id text PRIMARY KEY,
  token text NOT NULL REFERENCES sandbox_card_tokens(token),
  amount_minor int NOT NULL,
  currency text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('AUTHORISED', 'VOIDED')),
  created_at timestamptz NOT NULL
);
`,
  },
  // Versions 2 and 3 are the api branch's (idempotency-key fingerprint, single-use sandbox card tokens): when the
  // branches meet, this one stays last.
  {
    version: 2,
    name: 'idempotency key fingerprint: the request a key was first used for',
    sql: `
ALTER TABLE orders ADD COLUMN idempotency_fingerprint text;
`,
  },
  {
    version: 3,
    name: 'sandbox card tokens: bound to the guest who created them, single-use',
    sql: `
ALTER TABLE sandbox_card_tokens ADD COLUMN owner_id text;
ALTER TABLE sandbox_card_tokens ADD COLUMN used_at timestamptz;
`,
  },
  {
    version: 4,
    name: 'localised catalogue: category descriptions; category, product and colour translations',
    sql: `
-- The text in categories, products and product_colors is the base wording (US English). A translation row holds
-- a language's wording, keyed by BCP 47 tag: 'fr' for French, 'en-GB' only where British English differs.
-- A site reads its locale (en-GB), then its language (fr), then the base (catalog/catalogue-language.ts).
ALTER TABLE categories ADD COLUMN description text NOT NULL DEFAULT '';

CREATE TABLE category_translations (
  category_id text NOT NULL REFERENCES categories(id),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL CHECK (description <> ''),
  PRIMARY KEY (category_id, language)
);

-- search_name: the name as search compares it (lower case, no accents: catalogue-language.ts searchKey), so
-- "randonnee" finds "Chaussure de randonnée" on PGlite and PostgreSQL alike, without the unaccent extension.
CREATE TABLE product_translations (
  product_id text NOT NULL REFERENCES products(id),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL CHECK (description <> ''),
  search_name text NOT NULL,
  PRIMARY KEY (product_id, language)
);

-- Colour names by colour code (the codes of product_colors are shared by every product).
CREATE TABLE color_translations (
  code text NOT NULL,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (code, language)
);
`,
  },
  {
    version: 5,
    name: 'registered consumers: identity and profile (issue 7)',
    sql: `
-- A registered consumer. customer_id is the subject of their access tokens, the owner of their carts, orders and
-- lists, exactly as a guest's customer id is; consumer_no is the number shown to them and to support.
-- email is stored lower case (one account per address); password_hash is an argon2id PHC string, never a password.
-- phone is E.164; interests are pipe-joined (commerce-core §9).
CREATE TABLE consumers (
  customer_id text PRIMARY KEY,
  consumer_no text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
  password_hash text NOT NULL,
  consumer_type text NOT NULL DEFAULT 'REGISTERED' CHECK (consumer_type IN ('REGISTERED', 'EMPLOYEE')),
  site_id text NOT NULL,
  first_name text,
  last_name text,
  birth_date date,
  phone text,
  postal_code text,
  gender text,
  interests text,
  preferred_shoe_size text,
  employee_terms_accepted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
`,
  },
  {
    version: 6,
    name: 'authentication: sign-in attempts and lockout, PKCE codes, refresh-token families, password resets, store associates, in-store sales on orders (issue 7)',
    sql: `
-- Failed sign-ins per e-mail (lower case), whether or not an account exists (so a lock tells nothing about existence).
-- attempts counts the attempts of the current window, reserved BEFORE the password is checked: concurrent guesses
-- cannot exceed the limit. A success deletes the row.
CREATE TABLE sign_in_attempts (
  email text PRIMARY KEY,
  attempts int NOT NULL CHECK (attempts >= 0),
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- One-time PKCE authorization codes (stored as SHA-256 hashes): short-lived, bound to their S256 challenge.
CREATE TABLE authorization_codes (
  code_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  code_challenge text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Set when a spent code is presented again: what it issued is revoked, even by an exchange still running.
  replayed_at timestamptz
);

-- A refresh-token family: everything one sign-in issued. Revoked on sign-out, on reuse of a rotated token, on reuse
-- of the code that started it, on a password change or reset.
CREATE TABLE refresh_families (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  code_hash text,
  usid text NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX refresh_families_customer_idx ON refresh_families (customer_id);
CREATE INDEX refresh_families_code_idx ON refresh_families (code_hash);

-- Refresh tokens, stored as SHA-256 hashes; rotated_at set when spent.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES refresh_families(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Password reset links (token stored as a SHA-256 hash): single-use, expiring.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- In-store associates (commerce-core §3 buy-in-store session, §6): an employee id per store, an argon2id password.
CREATE TABLE store_associates (
  store_id text NOT NULL REFERENCES stores(id),
  employee_id text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (store_id, employee_id)
);

-- §3 Order inStoreSalesInfo: the associate who placed the order in store.
ALTER TABLE orders ADD COLUMN store_id text;
ALTER TABLE orders ADD COLUMN store_employee_id text;
`,
  },
  {
    version: 7,
    name: 'consumer accounts: address book, saved cards (stored credentials), subscriptions (issue 7)',
    sql: `
-- The address book. An address id starts with its type letter (commerce-core §4: S shipping, B billing); the
-- partial unique index holds "at most one main address per type and consumer" in the database itself, whatever
-- the code does and however many requests race (the service also serialises a consumer's changes on their row).
CREATE TABLE consumer_addresses (
  address_id text PRIMARY KEY CHECK (left(address_id, 1) = approach_type),
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  approach_type text NOT NULL CHECK (approach_type IN ('S', 'B')),
  main boolean NOT NULL DEFAULT false,
  address jsonb NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX consumer_addresses_one_main ON consumer_addresses (customer_id, approach_type) WHERE main;
CREATE INDEX consumer_addresses_customer_idx ON consumer_addresses (customer_id, seq);

-- The sandbox provider's card fingerprint (a keyed hash of the number, never the number) tells a card saved twice;
-- a stored credential is the provider's reusable token for a saved card (one-time tokens stay single-use).
ALTER TABLE sandbox_card_tokens ADD COLUMN fingerprint text;
CREATE TABLE sandbox_stored_credentials (
  credential text PRIMARY KEY,
  owner_id text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month int NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year int NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('AUTHORISE', 'DECLINE')),
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
-- An authorisation is of a one-time token or of a stored credential, never both.
ALTER TABLE sandbox_authorisations ALTER COLUMN token DROP NOT NULL;
ALTER TABLE sandbox_authorisations ADD COLUMN credential text REFERENCES sandbox_stored_credentials(credential);
ALTER TABLE sandbox_authorisations ADD CONSTRAINT sandbox_authorisations_one_source CHECK ((token IS NULL) <> (credential IS NULL));

-- Saved cards: the provider's stored credential and what may be shown (brand, last 4, expiry), never a number.
-- One card per fingerprint and consumer (PYT300 otherwise); at most one main card per consumer.
CREATE TABLE consumer_payment_instruments (
  payment_instrument_id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  credential text NOT NULL REFERENCES sandbox_stored_credentials(credential),
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month int NOT NULL,
  expiry_year int NOT NULL,
  holder text NOT NULL,
  fingerprint text NOT NULL,
  main boolean NOT NULL DEFAULT false,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL,
  UNIQUE (customer_id, fingerprint)
);
CREATE UNIQUE INDEX consumer_payment_instruments_one_main ON consumer_payment_instruments (customer_id) WHERE main;

-- Subscriptions (commerce-core §3: channel, type, optin, doubleOptin); the SMS one carries its phone (E.164) and country.
CREATE TABLE consumer_subscriptions (
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'PUSH')),
  type text NOT NULL CHECK (type IN ('MARKETING', 'ORDER_UPDATES')),
  optin boolean NOT NULL,
  double_optin boolean NOT NULL DEFAULT false,
  phone text,
  country_code text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, channel, type)
);
`,
  },
  {
    version: 8,
    name: 'wishlists: favorites (with a revocable share link) and saved-for-later, one list of each per principal (issue 7)',
    sql: `
-- A principal (guest or registered consumer: owner_id is the customer id of their access token) has at most one
-- favorites list and one saved-for-later list, made on the first add. share_token_hash is the SHA-256 (hex) of the
-- list's current share token (the token itself is shown once to the owner): a new token replaces it, revoking the
-- previous link; NULL means not shared.
CREATE TABLE favorite_lists (
  id text PRIMARY KEY,
  owner_id text NOT NULL UNIQUE,
  share_token_hash text UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A product appears once per list (adding it again is a no-op); qty is capped like a cart line.
CREATE TABLE favorite_items (
  id text PRIMARY KEY,
  list_id text NOT NULL REFERENCES favorite_lists(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id),
  item_type text NOT NULL DEFAULT 'product' CHECK (item_type = 'product'),
  qty int NOT NULL CHECK (qty BETWEEN 1 AND 10),
  added_at timestamptz NOT NULL,
  UNIQUE (list_id, product_id)
);
CREATE INDEX favorite_items_list_idx ON favorite_items (list_id, added_at, id);

CREATE TABLE save_for_later_lists (
  id text PRIMARY KEY,
  owner_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A variant appears once per list (saving it again sums the quantities, capped like a cart line).
CREATE TABLE save_for_later_items (
  id text PRIMARY KEY,
  list_id text NOT NULL REFERENCES save_for_later_lists(id) ON DELETE CASCADE,
  upc text NOT NULL REFERENCES variants(upc),
  qty int NOT NULL CHECK (qty BETWEEN 1 AND 10),
  recipe_id text,
  added_at timestamptz NOT NULL,
  UNIQUE (list_id, upc)
);
CREATE INDEX save_for_later_items_list_idx ON save_for_later_items (list_id, added_at, id);
`,
  },
  {
    version: 9,
    name: 'order lifecycle: status, shipments with carrier and tracking, one history row per transition, returns (issue 8)',
    sql: `
-- The order document stays the order as the API answers it (status, shipments with carrier and tracking, statusHistory,
-- returnNumber); these columns are its projections that SQL guards and searches need: the status (the transitions lock
-- the row and check it), the return number (unique), the delivery time, and the order e-mail in lower case (generated
-- from the document, so never out of step with it: support finds a shopper's orders by it).
ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'CREATED'
  CHECK (status IN ('CREATED', 'CANCELLED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED'));
ALTER TABLE orders ADD COLUMN return_number text UNIQUE;
ALTER TABLE orders ADD COLUMN delivered_at timestamptz;
ALTER TABLE orders ADD COLUMN customer_email text GENERATED ALWAYS AS (lower(document->>'customerEmail')) STORED;
ALTER TABLE orders ADD CONSTRAINT orders_return_number_when_returning
  CHECK ((return_number IS NOT NULL) = (status IN ('RETURN_REQUESTED', 'RETURNED')));

-- One row per transition, numbered from 1 (CREATED by SYSTEM when the order was placed): two transitions can never
-- both be the order's n-th.
CREATE TABLE order_history (
  order_number text NOT NULL REFERENCES orders(order_number),
  seq int NOT NULL CHECK (seq >= 1),
  status text NOT NULL CHECK (status IN ('CREATED', 'CANCELLED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED')),
  at timestamptz NOT NULL,
  actor text NOT NULL CHECK (actor IN ('CUSTOMER', 'SUPPORT', 'SYSTEM')),
  reason text,
  shipment_id text,
  PRIMARY KEY (order_number, seq)
);

-- Backfill: orders placed before this version (status CREATED or PAID, shipments without a status) become CREATED
-- orders with pending shipments and their one CREATED history row at the time they were placed, so every stored
-- document parses with the lifecycle's order schema.
UPDATE orders SET
  document = document || jsonb_build_object(
    'status', 'CREATED',
    'shipments', COALESCE((SELECT jsonb_agg(s || '{"status":"PENDING"}'::jsonb ORDER BY i)
                           FROM jsonb_array_elements(document->'shipments') WITH ORDINALITY AS t(s, i)), '[]'::jsonb),
    'statusHistory', jsonb_build_array(jsonb_build_object('status', 'CREATED', 'at', document->'createdAt', 'actor', 'SYSTEM')),
    'actions', jsonb_build_object('cancel', true, 'returnLabel', false));
INSERT INTO order_history (order_number, seq, status, at, actor)
  SELECT order_number, 1, 'CREATED', created_at, 'SYSTEM' FROM orders;

CREATE INDEX orders_owner_created_idx ON orders (owner_id, created_at DESC, order_number DESC);
CREATE INDEX orders_customer_email_idx ON orders (customer_email, created_at DESC);
`,
  },
  {
    version: 10,
    name: 'support cases: contact us and warranty claims, each with a unique human case number (issue 8)',
    sql: `
-- A support case (issue 8): a contact-us message (category and subject from the API's table) or a warranty claim on a
-- line of an order (order number and UPC). principal_id is the customer id of the caller's token (guest or registered
-- consumer); the e-mail and names are the ones the shopper typed. The case number is what the shopper quotes: unique.
CREATE TABLE support_cases (
  case_number text PRIMARY KEY CHECK (case_number ~ '^CS-[0-9]{10}$'),
  kind text NOT NULL CHECK (kind IN ('CONTACT', 'WARRANTY')),
  site_id text NOT NULL,
  principal_id text NOT NULL,
  principal_kind text NOT NULL CHECK (principal_kind IN ('guest', 'registered')),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  category_id text,
  subject_id text,
  message text NOT NULL,
  order_number text REFERENCES orders(order_number),
  upc text,
  created_at timestamptz NOT NULL,
  CHECK (kind <> 'CONTACT' OR (category_id IS NOT NULL AND subject_id IS NOT NULL AND upc IS NULL)),
  CHECK (kind <> 'WARRANTY' OR (order_number IS NOT NULL AND upc IS NOT NULL AND category_id IS NULL AND subject_id IS NULL))
);
CREATE INDEX support_cases_order_idx ON support_cases (order_number) WHERE order_number IS NOT NULL;
CREATE INDEX support_cases_principal_idx ON support_cases (principal_id, created_at);
`,
  },
  {
    version: 11,
    name: 'basket trail: one redacted row per call that built a basket, for the support replay (issue 8 §4)',
    sql: `
-- One row per basket-building call (commerce-core cart and checkout calls), written after the answer was sent.
-- body is the allow-listed request body (no token, card data, captcha answer, e-mail or phone); answer the key answer
-- fields (total, currency, errorId, flash types, lines). No foreign key: a row outlives nothing and blocks nothing.
CREATE TABLE basket_trail (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  basket_id text NOT NULL,
  at timestamptz NOT NULL,
  endpoint text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  body jsonb,
  status int NOT NULL,
  answer jsonb NOT NULL
);
CREATE INDEX basket_trail_basket_idx ON basket_trail (basket_id, at, id);
`,
  },
  {
    version: 12,
    name: 'promotions, coupons on carts, redemptions, price adjustments, loyalty members (issue 9)',
    sql: `
-- A promotion as data (core contract promotionInputSchema). conditions and effect are jsonb, validated by the contract's
-- schemas when read. coupon_code is stored upper case (codes compare without case). redemptions is the counter the
-- place-order participant raises with a conditional UPDATE (never past conditions.usageLimit). A code is unique among
-- the promotions sharing a site (checked by the API: the same code may run on each site in its currency).
CREATE TABLE promotions (
  promotion_id text PRIMARY KEY,
  name text NOT NULL,
  level text NOT NULL CHECK (level IN ('PRODUCT', 'ORDER', 'SHIPPING')),
  site_ids text[] NOT NULL,
  conditions jsonb NOT NULL,
  effect jsonb NOT NULL,
  callout_message text NOT NULL,
  coupon_code text CHECK (coupon_code = upper(coupon_code)),
  priority int NOT NULL,
  approaching_display_level text[] NOT NULL,
  active boolean NOT NULL,
  redemptions int NOT NULL DEFAULT 0 CHECK (redemptions >= 0),
  created_at timestamptz NOT NULL
);

-- One row per promotion an order used (counted when it is placed, removed when it is cancelled). email: the order's,
-- lower case (a guest's per-customer limit is counted by e-mail).
CREATE TABLE promotion_redemptions (
  promotion_id text NOT NULL REFERENCES promotions(promotion_id),
  order_number text NOT NULL,
  customer_id text NOT NULL,
  email text,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, order_number)
);
CREATE INDEX promotions_coupon_code_idx ON promotions (coupon_code) WHERE coupon_code IS NOT NULL;

CREATE INDEX promotion_redemptions_customer_idx ON promotion_redemptions (promotion_id, customer_id);
CREATE INDEX promotion_redemptions_email_idx ON promotion_redemptions (promotion_id, email);

-- The coupon codes entered on a cart (upper case), at most 5 (enforced by the API), in the order entered (seq).
CREATE TABLE cart_coupons (
  seq bigint GENERATED ALWAYS AS IDENTITY,
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code = upper(code)),
  added_at timestamptz NOT NULL,
  UNIQUE (cart_id, code)
);

-- A store associate's manual price adjustment (core contract PriceAdjustment; its discount is computed, not stored).
CREATE TABLE cart_price_adjustments (
  adjustment_id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  item_id text,
  kind text NOT NULL CHECK (kind IN ('AMOUNT_OFF', 'PERCENT_OFF')),
  value int NOT NULL CHECK (value > 0),
  reason text NOT NULL,
  store_employee_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX cart_price_adjustments_cart_idx ON cart_price_adjustments (cart_id, seq);

-- Loyalty programme members (filled by the loyalty area; read by the promotion engine for the group 'loyalty').
CREATE TABLE loyalty_members (
  customer_id text PRIMARY KEY,
  member_id text NOT NULL UNIQUE,
  joined_at timestamptz NOT NULL,
  source text
);
`,
  },
  {
    version: 13,
    name: 'several payment instruments per cart (issue 9 §3); gift cards, their ledger, digital products',
    sql: `
-- A cart holds several payment instruments: at most one CREDIT_CARD (partial unique index), and beside it gift cards,
-- loyalty points, reward codes/cards, the athlete payment. Card fields are only for cards. reference is the kind's own
-- id (gift card id, reward code, …): one per cart and kind. seq keeps the order they were added in (gift cards pay
-- in it). requested_amount caps what it pays (null: as much as it can). details holds what the kind shows and what caps it (a gift card's masked number and the balance it was
-- counted on; points and point value; …), read by cart/cart-payments-view.ts. Existing card rows are kept.
ALTER TABLE cart_payment_instruments DROP CONSTRAINT cart_payment_instruments_cart_id_key;
ALTER TABLE cart_payment_instruments
  ALTER COLUMN token DROP NOT NULL,
  ALTER COLUMN brand DROP NOT NULL,
  ALTER COLUMN last4 DROP NOT NULL,
  ALTER COLUMN expiry_month DROP NOT NULL,
  ALTER COLUMN expiry_year DROP NOT NULL,
  ALTER COLUMN holder DROP NOT NULL,
  ADD COLUMN reference text,
  ADD COLUMN requested_amount int CHECK (requested_amount > 0),
  ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN added_at timestamptz,
  ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
UPDATE cart_payment_instruments pi SET added_at = c.updated_at FROM carts c WHERE c.id = pi.cart_id;
ALTER TABLE cart_payment_instruments ALTER COLUMN added_at SET NOT NULL;
ALTER TABLE cart_payment_instruments ADD CONSTRAINT cart_payment_instruments_kind_check CHECK (payment_method_id IN
  ('CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD'));
ALTER TABLE cart_payment_instruments ADD CONSTRAINT cart_payment_instruments_card_fields CHECK (payment_method_id <> 'CREDIT_CARD' OR
  (token IS NOT NULL AND brand IS NOT NULL AND last4 IS NOT NULL AND expiry_month IS NOT NULL AND expiry_year IS NOT NULL AND holder IS NOT NULL));
CREATE UNIQUE INDEX cart_payment_instruments_one_card ON cart_payment_instruments (cart_id) WHERE payment_method_id = 'CREDIT_CARD';
CREATE UNIQUE INDEX cart_payment_instruments_reference ON cart_payment_instruments (cart_id, payment_method_id, reference) WHERE reference IS NOT NULL;
CREATE INDEX cart_payment_instruments_cart_idx ON cart_payment_instruments (cart_id, seq);

-- An order paid in full by other instruments has no card authorisation.
ALTER TABLE orders ALTER COLUMN payment_authorisation_id DROP NOT NULL;

-- Gift cards. The number is stored so support can find a card (never logged, never answered after issue: last four
-- only); the PIN only as a hash. balance_minor is what can still be spent: issued − captured + refunded − active
-- holds, kept by every ledger move in the same statement, guarded by CHECK and conditional UPDATEs.
CREATE TABLE gift_cards (
  id text PRIMARY KEY,
  number text NOT NULL UNIQUE CHECK (number ~ '^[0-9]{16,19}$'),
  pin_hash text NOT NULL,
  currency text NOT NULL,
  issued_minor int NOT NULL CHECK (issued_minor > 0),
  balance_minor int NOT NULL CHECK (balance_minor >= 0),
  expires_at timestamptz,
  issued_at timestamptz NOT NULL,
  issued_by text NOT NULL,
  order_number text,
  order_item_id text,
  recipient_email text,
  site_id text
);
CREATE INDEX gift_cards_order_idx ON gift_cards (order_number) WHERE order_number IS NOT NULL;

-- Every move of a gift card's money. HOLD (prepareOrder) and RELEASE pair per cart; CAPTURE (order placed) spends;
-- REFUND gives a captured amount back (order cancelled); ISSUE is the card's first credit; VOID takes what is left
-- of a card whose order was cancelled (an e-gift card bought by it).
CREATE TABLE gift_card_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_id text NOT NULL REFERENCES gift_cards(id),
  kind text NOT NULL CHECK (kind IN ('ISSUE', 'HOLD', 'RELEASE', 'CAPTURE', 'REFUND', 'VOID')),
  amount_minor int NOT NULL CHECK (amount_minor > 0),
  cart_id text,
  order_number text,
  at timestamptz NOT NULL
);
CREATE INDEX gift_card_ledger_card_idx ON gift_card_ledger (gift_card_id, cart_id);
CREATE INDEX gift_card_ledger_order_idx ON gift_card_ledger (order_number) WHERE order_number IS NOT NULL;

-- Digital products (e-gift cards): no stock to ship, issued when the order is placed.
ALTER TABLE products ADD COLUMN is_digital boolean NOT NULL DEFAULT false;
`,
  },
  {
    version: 14,
    name: 'loyalty: points ledger, vouchers, reward codes, a cart reward; special profiles (employee, athlete, prosumer) and their spend ledger (issue 9 §3)',
    sql: `
-- Loyalty points: one row per change; a member's balance is the sum of their rows. Every change that takes points
-- runs with the consumer's row locked (SELECT … FOR UPDATE on consumers) and inserts only while the sum stays >= 0,
-- so concurrent orders cannot spend the same points twice. One row per (order, reason): an order earns, redeems,
-- and on cancel reverses each at most once.
CREATE TABLE loyalty_points (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  delta int NOT NULL CHECK (delta <> 0),
  reason text NOT NULL CHECK (reason IN ('EARNED', 'EARNED_REVERSED', 'REDEEMED', 'REDEEMED_RESTORED', 'GRANTED')),
  order_number text,
  at timestamptz NOT NULL,
  UNIQUE (order_number, reason)
);
CREATE INDEX loyalty_points_customer_idx ON loyalty_points (customer_id);

-- A member's loyalty voucher (commerce-core §3 applicableLoyaltyVouchers): a bounce-back earned on an order
-- (origin_order_number, origin_promotion_id), or granted. Used by one order at most: marked with a conditional
-- UPDATE … WHERE used_order_number IS NULL, so two concurrent orders cannot both use it. A cancel voids the
-- vouchers the order earned (unused ones) and frees the one it used.
CREATE TABLE loyalty_vouchers (
  voucher_id text PRIMARY KEY CHECK (voucher_id ~ '^lv_[A-Za-z0-9]{8,40}$'),
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  amount int NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  points int NOT NULL DEFAULT 0 CHECK (points >= 0),
  minimum_spend int NOT NULL DEFAULT 0 CHECK (minimum_spend >= 0),
  expires_at timestamptz,
  used_order_number text,
  used_at timestamptz,
  voided_at timestamptz,
  origin_order_number text,
  origin_promotion_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX loyalty_vouchers_customer_idx ON loyalty_vouchers (customer_id, created_at);
CREATE UNIQUE INDEX loyalty_vouchers_origin_idx ON loyalty_vouchers (origin_order_number, origin_promotion_id) WHERE origin_order_number IS NOT NULL;

-- The voucher applied to an open cart (PUT /cart/v1/cart/{basketId}/reward): at most one per cart.
CREATE TABLE cart_rewards (
  cart_id text PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
  voucher_id text NOT NULL REFERENCES loyalty_vouchers(voucher_id) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL
);

-- A member's reward codes and reward cards (payment kinds REWARD_CODE / REWARD_CARD): a fixed amount, used once.
CREATE TABLE loyalty_reward_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{6,40}$'),
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('REWARD_CODE', 'REWARD_CARD')),
  amount int NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  expires_at timestamptz,
  used_order_number text,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX loyalty_reward_codes_customer_idx ON loyalty_reward_codes (customer_id);

-- Special profiles (commerce-core §6): an employee's annual cap (NULL: the default cap), an athlete's annual credit,
-- a prosumer's identity type (Wranx or IPA) and annual credit; amounts in the profile's currency.
CREATE TABLE consumer_special_profiles (
  customer_id text PRIMARY KEY REFERENCES consumers(customer_id) ON DELETE CASCADE,
  currency text NOT NULL,
  employee_annual_cap int CHECK (employee_annual_cap >= 0),
  athlete_annual_credit int CHECK (athlete_annual_credit >= 0),
  prosumer_identity text CHECK (prosumer_identity IN ('Wranx', 'IPA')),
  prosumer_annual_credit int CHECK (prosumer_annual_credit >= 0),
  updated_at timestamptz NOT NULL,
  CHECK ((prosumer_identity IS NULL) = (prosumer_annual_credit IS NULL))
);

-- What special-profile consumers spent per calendar year (period 'YYYY'): an employee's discounted orders, an
-- athlete's athlete payments, a prosumer's orders. current spend = the sum of a period's rows. An employee's order is
-- recorded with the consumer's row locked after checking the sum against the cap, so concurrent orders never exceed
-- it. A cancel adds the opposite row (reason CANCELLED), once per order.
CREATE TABLE special_spend (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES consumers(customer_id) ON DELETE CASCADE,
  programme text NOT NULL CHECK (programme IN ('EMPLOYEE', 'ATHLETE', 'PROSUMER')),
  period text NOT NULL CHECK (period ~ '^[0-9]{4}$'),
  currency text NOT NULL,
  amount int NOT NULL CHECK (amount <> 0),
  order_number text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('ORDER', 'CANCELLED')),
  at timestamptz NOT NULL,
  UNIQUE (order_number, programme, reason)
);
CREATE INDEX special_spend_customer_idx ON special_spend (customer_id, programme, period);
`,
  },
  {
    version: 15,
    name: 'stores for receiving orders: location, opening hours, services; stock per store; collection points; postcode locations for distance search (issue 10)',
    sql: `
-- A store's place (WGS84 degrees), its week of opening hours (core stores schema: [{ day 1-7, opens 'HH:MM', closes 'HH:MM' }],
-- a closed day has no entry), and what it offers: pickup in store (from its own stock) and ship-to-store.
ALTER TABLE stores
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN email text,
  ADD COLUMN pickup_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN ship_to_store_enabled boolean NOT NULL DEFAULT true;

-- Each store's own stock, apart from the warehouse's (stock). A pickup line is reserved from and decremented in this
-- row, under its row lock, at placement; it never goes below zero.
CREATE TABLE store_stock (
  store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  upc text NOT NULL REFERENCES variants(upc),
  qty int NOT NULL CHECK (qty >= 0),
  PRIMARY KEY (store_id, upc)
);
CREATE INDEX store_stock_upc_idx ON store_stock (upc);

-- Collection points (pick-up / drop-off lockers and partner shops) per site: a pudo line is delivered there.
CREATE TABLE collection_points (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,32}$'),
  site_id text NOT NULL,
  name text NOT NULL,
  option_type text NOT NULL CHECK (option_type IN ('LOCKER', 'SHOP')),
  address_line1 text NOT NULL,
  city text NOT NULL,
  postal_code text NOT NULL,
  country_code text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  opening_hours jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX collection_points_site_idx ON collection_points (site_id);

-- Where a postcode (or its outward part / prefix) or a city is, so a search by either is ordered by distance without
-- an outside geocoder. The demo seed fills the places its stores and collection points serve.
CREATE TABLE postcode_locations (
  country_code text NOT NULL,
  postcode_prefix text NOT NULL,
  city text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  PRIMARY KEY (country_code, postcode_prefix)
);
CREATE INDEX postcode_locations_city_idx ON postcode_locations (country_code, lower(city));
`,
  },
  {
    version: 16,
    name: 'per-line delivery: each cart line is delivered home, picked up in a store, shipped to a store or to a collection point; the pickup contact and the shopper store of a cart (issue 10)',
    sql: `
-- How a line is received (core LineFulfilment). A pickup or ship-to-store line names its store, a collection point
-- line its point; a home line neither. A pickup line is taken from store_stock at placement, every other line from stock.
ALTER TABLE cart_items
  ADD COLUMN fulfilment text NOT NULL DEFAULT 'home' CHECK (fulfilment IN ('home', 'pickup', 'sts', 'pudo')),
  ADD COLUMN store_id text REFERENCES stores(id),
  ADD COLUMN collection_point_id text REFERENCES collection_points(id),
  ADD CONSTRAINT cart_items_store_ck CHECK ((fulfilment IN ('pickup', 'sts')) = (store_id IS NOT NULL)),
  ADD CONSTRAINT cart_items_collection_point_ck CHECK ((fulfilment = 'pudo') = (collection_point_id IS NOT NULL));

-- Who collects the pickup and collection-point lines ({ email, mobilePhone, contact }), and the shopper's store
-- (favStoreId, my store): home lines offer pickup and ship-to-store there, and move to pickup there (STHToPickup).
ALTER TABLE carts
  ADD COLUMN pickup_contact jsonb,
  ADD COLUMN fav_store_id text REFERENCES stores(id) ON DELETE SET NULL;
`,
  },
  {
    version: 17,
    name: 'every way to pay: orders waiting for 3-D Secure, sandbox challenges, buy now pay later, device fingerprints (issue 10 §3)',
    sql: `
-- An order placed with a card whose bank asks for 3-D Secure waits (AWAITING_AUTHENTICATION) until the challenge's
-- result is patched in (→ CREATED) or it fails or lapses at authentication_lapses_at (→ CANCELLED: the order is reset).
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('CREATED', 'CANCELLED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'AWAITING_AUTHENTICATION'));
ALTER TABLE order_history DROP CONSTRAINT IF EXISTS order_history_status_check;
ALTER TABLE order_history ADD CONSTRAINT order_history_status_check
  CHECK (status IN ('CREATED', 'CANCELLED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'AWAITING_AUTHENTICATION'));
ALTER TABLE orders
  ADD COLUMN authentication_lapses_at timestamptz,
  ADD COLUMN device_fingerprint text;
CREATE INDEX orders_device_fingerprint_idx ON orders (device_fingerprint, created_at) WHERE device_fingerprint IS NOT NULL;

-- The sandbox bank: cards that ask for 3-D Secure (then authorise, or decline); an authorisation waits for its
-- challenge (PENDING_AUTHENTICATION) and keeps the shopper's answer on the bank's page (Y or N), first answer wins.
ALTER TABLE sandbox_card_tokens DROP CONSTRAINT IF EXISTS sandbox_card_tokens_outcome_check;
ALTER TABLE sandbox_card_tokens ADD CONSTRAINT sandbox_card_tokens_outcome_check
  CHECK (outcome IN ('AUTHORISE', 'DECLINE', 'CHALLENGE', 'CHALLENGE_DECLINE'));
ALTER TABLE sandbox_stored_credentials DROP CONSTRAINT IF EXISTS sandbox_stored_credentials_outcome_check;
ALTER TABLE sandbox_stored_credentials ADD CONSTRAINT sandbox_stored_credentials_outcome_check
  CHECK (outcome IN ('AUTHORISE', 'DECLINE', 'CHALLENGE', 'CHALLENGE_DECLINE'));
ALTER TABLE sandbox_authorisations DROP CONSTRAINT IF EXISTS sandbox_authorisations_status_check;
ALTER TABLE sandbox_authorisations ADD CONSTRAINT sandbox_authorisations_status_check
  CHECK (status IN ('AUTHORISED', 'VOIDED', 'PENDING_AUTHENTICATION', 'AUTHENTICATION_FAILED'));
ALTER TABLE sandbox_authorisations ADD COLUMN challenge_answer text CHECK (challenge_answer IN ('Y', 'N'));

-- The cart's ways to pay gain the issue 10 kinds (all three here, so the wallet's migration needs no second change).
ALTER TABLE cart_payment_instruments DROP CONSTRAINT IF EXISTS cart_payment_instruments_kind_check;
ALTER TABLE cart_payment_instruments ADD CONSTRAINT cart_payment_instruments_kind_check CHECK (payment_method_id IN
  ('CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD', 'PAY_LATER', 'WALLET', 'CARD_PROVIDER_EXPRESS'));

-- The sandbox buy-now-pay-later provider's approved plans (core instalmentPlan: amounts summing to amount_minor).
CREATE TABLE sandbox_pay_later_plans (
  id text PRIMARY KEY,
  reference text NOT NULL,
  amount_minor int NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  email text NOT NULL,
  instalments jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('APPROVED', 'VOIDED')),
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_pay_later_plans_reference_idx ON sandbox_pay_later_plans (reference);

-- The device fingerprint a cart was placed from (copied to orders.device_fingerprint), and one row per fingerprint
-- that placing locks (FOR UPDATE) before counting its recent orders: the fraud rule's count is exact under concurrency.
CREATE TABLE cart_device_fingerprints (
  cart_id text PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE device_fingerprints (
  fingerprint text PRIMARY KEY,
  first_seen_at timestamptz NOT NULL
);
`,
  },
  {
    version: 18,
    name: 'express wallets: payment sessions (owner-bound, expiring) and the sandbox wallet\'s one-time tokens (issue 10)',
    sql: `
-- GET /cart/v1/paymentSession: a wallet or card-provider express session, the caller's own, usable until expires_at.
CREATE TABLE wallet_sessions (
  session_id text PRIMARY KEY CHECK (session_id ~ '^wss_[A-Za-z0-9]{16,64}$'),
  owner_id text NOT NULL,
  payment_method_id text NOT NULL CHECK (payment_method_id IN ('WALLET', 'CARD_PROVIDER_EXPRESS')),
  referer text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX wallet_sessions_owner_idx ON wallet_sessions (owner_id);

-- The sandbox wallet's one-time tokens: issued by its sheet for one session and one amount, used at most once (used_at
-- set by a conditional update), by the session's owner only. Only the card's brand and last four are kept.
CREATE TABLE sandbox_wallet_tokens (
  token text PRIMARY KEY CHECK (token ~ '^wtk_[A-Za-z0-9]{16,64}$'),
  session_id text NOT NULL REFERENCES wallet_sessions(session_id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  card_id text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  amount int NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('AUTHORISE', 'DECLINE')),
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  request_id text UNIQUE
);
CREATE INDEX sandbox_wallet_tokens_session_idx ON sandbox_wallet_tokens (session_id);

-- A cart may hold the card provider's express payment (its token as the reference). Every kind of the contract is
-- listed, so this holds whichever issue 10 migration ran before it.
ALTER TABLE cart_payment_instruments DROP CONSTRAINT cart_payment_instruments_kind_check;
ALTER TABLE cart_payment_instruments ADD CONSTRAINT cart_payment_instruments_kind_check CHECK (payment_method_id IN
  ('CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD', 'PAY_LATER', 'WALLET', 'CARD_PROVIDER_EXPRESS'));
`,
  },
  {
    version: 19,
    name: 'cart errors: products withdrawn from sale, guest carts merged away at sign-in (issue 10 §8)',
    sql: `
-- A product support withdrew from sale: it cannot be added (ITEM_NOT_AVAILABLE), and a cart line of it stops the
-- order at prepareOrder and placeOrder (ITEM_NO_LONGER_AVAILABLE).
ALTER TABLE products ADD COLUMN withdrawn boolean NOT NULL DEFAULT false;

-- A guest cart merged into a consumer's cart at sign-in (and removed): naming it again (a stale tab) answers
-- INVALID_CUSTOMER to that guest and that consumer only; to anyone else it is as unknown as a made-up id.
CREATE TABLE merged_carts (
  cart_id text PRIMARY KEY,
  guest_id text NOT NULL,
  consumer_id text NOT NULL,
  merged_into text NOT NULL,
  merged_at timestamptz NOT NULL
);
CREATE INDEX merged_carts_consumer_idx ON merged_carts (consumer_id);
`,
  },
  {
    version: 20,
    name: 'a time zone per store and collection point: "open now" in the place\'s own time, not its site\'s (issue 10)',
    sql: `
-- An IANA time zone name; null: the site's (core's site table). A US site spans several zones (Seattle is not Denver).
ALTER TABLE stores ADD COLUMN time_zone text CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$');
ALTER TABLE collection_points ADD COLUMN time_zone text CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$');
`,
  },
  {
    version: 21,
    name: 'search extensions (pg_trgm, unaccent); reviews and the rating of each product (issue 11)',
    sql: `
-- Trigram similarity (typos, "did you mean") and accent folding for search. Installed in public, which every
-- connection's search_path reaches (tests run in a schema of their own with public after it).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- A review, in the language it was written in (en or fr). consumer_id: the registered shopper who wrote it (null for
-- the demo seed's). hidden: taken down (too many flags, or by support); a hidden review is not shown or counted.
CREATE TABLE reviews (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id),
  site_id text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  consumer_id text REFERENCES consumers(customer_id),
  author_name text NOT NULL CHECK (author_name <> ''),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC);
-- One review per registered shopper and product.
CREATE UNIQUE INDEX reviews_one_per_consumer ON reviews (product_id, consumer_id) WHERE consumer_id IS NOT NULL;

-- A product's rating as cards, sorting and the review summary show it: the mean of its visible reviews to one decimal.
CREATE VIEW product_ratings AS
  SELECT product_id, round(avg(rating)::numeric, 1)::float8 AS score, count(*)::int AS reviews_count
  FROM reviews WHERE NOT hidden GROUP BY product_id;
`,
  },
  {
    version: 22,
    name: 'search documents per product and site (full text, trigrams), first-offered dates (issue 11 §2)',
    sql: `
-- When a product was first offered (the "newest" sort). Rows without one (the seed's, a catalogue loaded before this
-- version) get a deterministic date from their place in their category: the first products of a category are the newest.
ALTER TABLE products ADD COLUMN released_at date;
CREATE FUNCTION search_default_released_at(pos int, pid text) RETURNS date LANGUAGE sql IMMUTABLE AS
  $fn$ SELECT DATE '2026-06-01' - (pos * 9 + ascii(right(pid, 1)) % 7) $fn$;
UPDATE products SET released_at = search_default_released_at(position, id);
CREATE FUNCTION products_fill_released_at() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.released_at IS NULL THEN NEW.released_at := search_default_released_at(NEW.position, NEW.id); END IF;
  RETURN NEW;
END $fn$;
CREATE TRIGGER products_released_at BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_fill_released_at();
ALTER TABLE products ALTER COLUMN released_at SET NOT NULL;

-- The text-search dictionary of each site's language and its translation tags (catalog/catalogue-language.ts).
CREATE TABLE search_sites (
  site_id text PRIMARY KEY,
  locale text NOT NULL,
  language text NOT NULL,
  config regconfig NOT NULL
);
INSERT INTO search_sites VALUES
  ('en-us', 'en-US', 'en', 'pg_catalog.english'), ('en-gb', 'en-GB', 'en', 'pg_catalog.english'), ('fr-fr', 'fr-FR', 'fr', 'pg_catalog.french');

-- One document per product and site: the words of the site's wording, accents folded with unaccent() at write time
-- (unaccent is not IMMUTABLE, so it never appears in an index expression). Weights: name A, brand and category B,
-- colour names C, description D. name_key: the name folded (lower case, no accents) for trigram similarity.
CREATE TABLE search_documents (
  site_id text NOT NULL REFERENCES search_sites(site_id),
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL,
  name_key text NOT NULL,
  document tsvector NOT NULL,
  PRIMARY KEY (site_id, product_id)
);
CREATE INDEX search_documents_document_idx ON search_documents USING gin (document);
CREATE INDEX search_documents_name_trgm_idx ON search_documents USING gin (name_key public.gin_trgm_ops);

-- What autosuggest completes and "did you mean" corrects to, per site: product names, brands and category names
-- (whole, for completions) and their single words (kind 'word', for spelling). term_key: folded like name_key.
CREATE TABLE search_terms (
  site_id text NOT NULL REFERENCES search_sites(site_id),
  kind text NOT NULL CHECK (kind IN ('product', 'brand', 'category', 'word')),
  term_key text NOT NULL,
  term text NOT NULL,
  PRIMARY KEY (site_id, kind, term_key)
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term_key public.gin_trgm_ops);
CREATE INDEX search_terms_prefix_idx ON search_terms (site_id, term_key text_pattern_ops);

-- Facets: a product's variants by size (product_colors' key already leads with product_id), prices per site.
CREATE INDEX variants_product_size_idx ON variants (product_id, size);
CREATE INDEX product_prices_site_idx ON product_prices (site_id, sale_minor);

-- A text as search compares it: typographic apostrophes made plain, accents folded, lower case.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql STABLE AS
  $fn$ SELECT lower(public.unaccent(translate($1, '’‘', ''''''))) $fn$;

-- Rebuilds every search document and term from the catalogue tables, in SQL. Run when a transaction that changed the
-- words a shopper searches commits (triggers below), so the seeder, a translation or a product change refreshes them in
-- that transaction. The advisory lock makes concurrent rebuilds take turns.
CREATE FUNCTION refresh_search_documents() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(1397048136); -- "SDOC"
  DELETE FROM search_documents;
  DELETE FROM search_terms;
  INSERT INTO search_documents (site_id, product_id, name, name_key, document)
  SELECT s.site_id, p.id, n.name, search_fold(n.name),
         setweight(to_tsvector(s.config, search_fold(n.name)), 'A')
      || setweight(to_tsvector(s.config, search_fold(b.name || ' ' || COALESCE(ct.name, c.name))), 'B')
      || setweight(to_tsvector(s.config, search_fold(COALESCE(colours.names, ''))), 'C')
      || setweight(to_tsvector(s.config, search_fold(COALESCE(pt.description, p.description))), 'D')
  FROM products p
  CROSS JOIN search_sites s
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (SELECT t.name, t.description FROM product_translations t WHERE t.product_id = p.id
                     AND t.language IN (s.locale, s.language) ORDER BY t.language = s.locale DESC LIMIT 1) pt ON true
  LEFT JOIN LATERAL (SELECT t.name FROM category_translations t WHERE t.category_id = c.id
                     AND t.language IN (s.locale, s.language) ORDER BY t.language = s.locale DESC LIMIT 1) ct ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(COALESCE((SELECT t.name FROM color_translations t WHERE t.code = pc.code AND t.language IN (s.locale, s.language)
                                ORDER BY t.language = s.locale DESC LIMIT 1), pc.name), ' ') AS names
    FROM product_colors pc WHERE pc.product_id = p.id) colours ON true
  CROSS JOIN LATERAL (SELECT COALESCE(pt.name, p.name) AS name) n;

  INSERT INTO search_terms (site_id, kind, term_key, term)
  SELECT site_id, 'product', name_key, min(name) FROM search_documents GROUP BY site_id, name_key
  UNION ALL
  SELECT s.site_id, 'brand', search_fold(b.name), min(b.name) FROM brands b CROSS JOIN search_sites s
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id) GROUP BY s.site_id, search_fold(b.name)
  UNION ALL
  SELECT s.site_id, 'category', search_fold(COALESCE(ct.name, c.name)), min(COALESCE(ct.name, c.name))
  FROM categories c CROSS JOIN search_sites s
  LEFT JOIN LATERAL (SELECT t.name FROM category_translations t WHERE t.category_id = c.id
                     AND t.language IN (s.locale, s.language) ORDER BY t.language = s.locale DESC LIMIT 1) ct ON true
  GROUP BY s.site_id, search_fold(COALESCE(ct.name, c.name));

  -- Single words of those names (3 letters or more), in the form the shopper reads (accents kept, lower case).
  INSERT INTO search_terms (site_id, kind, term_key, term)
  SELECT site_id, 'word', search_fold(word), min(word)
  FROM (SELECT t.site_id, lower(w) AS word FROM search_terms t,
        regexp_split_to_table(t.term, '[[:space:],.;:!?()/"''’&+-]+') AS w WHERE t.kind <> 'word') words
  WHERE length(word) >= 3
  GROUP BY site_id, search_fold(word);
END $fn$;

-- A change marks the documents stale; they are rebuilt once, when the changing transaction commits (a deferred
-- constraint trigger): the seeder's dozen inserts rebuild once, a single UPDATE at the end of its statement.
CREATE TABLE search_refresh_pending (id int PRIMARY KEY CHECK (id = 1));
CREATE FUNCTION search_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_refresh_pending VALUES (1) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $fn$;
CREATE FUNCTION search_refresh_pending_run() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM refresh_search_documents();
  DELETE FROM search_refresh_pending;
  RETURN NULL;
END $fn$;
CREATE CONSTRAINT TRIGGER search_refresh_at_commit AFTER INSERT ON search_refresh_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_refresh_pending_run();
CREATE TRIGGER products_search AFTER INSERT OR UPDATE OF name, description, brand_id, category_id OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER product_translations_search AFTER INSERT OR UPDATE OR DELETE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER brands_search AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER categories_search AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER category_translations_search AFTER INSERT OR UPDATE OR DELETE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER product_colors_search AFTER INSERT OR UPDATE OR DELETE ON product_colors
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER color_translations_search AFTER INSERT OR UPDATE OR DELETE ON color_translations
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
SELECT refresh_search_documents();
`,
  },
  {
    version: 23,
    name: 'product sets and back-in-stock requests claimed by the stock change that restocks their size (issue 11)',
    sql: `
-- A product set (a trail kit): its id follows the product id pattern; name and description are the base (US English)
-- wording, other languages are translation rows (tags en-GB, fr, as the catalogue's).
CREATE TABLE product_sets (
  id text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{8,11}$'),
  name text NOT NULL CHECK (name <> ''),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text NOT NULL,
  position int NOT NULL
);
CREATE TABLE product_set_translations (
  set_id text NOT NULL REFERENCES product_sets(id),
  language text NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL,
  PRIMARY KEY (set_id, language)
);
CREATE TABLE product_set_members (
  set_id text NOT NULL REFERENCES product_sets(id),
  product_id text NOT NULL REFERENCES products(id),
  position int NOT NULL,
  PRIMARY KEY (set_id, product_id)
);
CREATE INDEX product_set_members_product_idx ON product_set_members (product_id);

-- "Tell me when this size is back": one request per variant and e-mail (lower case). site_id: the site it was made on
-- (the mail's language). state: pending (waiting for stock), due (the size came back: claimed, its mail not yet
-- written), sent. owner_id: the token holder who asked (a guest or a registered consumer).
CREATE TABLE back_in_stock_requests (
  upc text NOT NULL REFERENCES variants(upc),
  email text NOT NULL CHECK (email = lower(email) AND email <> ''),
  product_id text NOT NULL REFERENCES products(id),
  site_id text NOT NULL,
  owner_id text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'due', 'sent')),
  requested_at timestamptz NOT NULL,
  sent_at timestamptz,
  PRIMARY KEY (upc, email)
);
CREATE INDEX back_in_stock_pending_idx ON back_in_stock_requests (upc) WHERE state = 'pending';
CREATE INDEX back_in_stock_due_idx ON back_in_stock_requests (upc) WHERE state = 'due';

-- Whatever path restocks a size (support's stock correction, a cancelled order giving its units back, a script), the
-- UPDATE that takes its stock from 0 to more claims the size's pending requests in the same transaction: each
-- becomes due once (the state guard), and the mail dispatcher writes each due request's mail once.
CREATE FUNCTION back_in_stock_claim() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE back_in_stock_requests SET state = 'due' WHERE upc = NEW.upc AND state = 'pending';
  RETURN NULL;
END
$fn$;
CREATE TRIGGER stock_back_in_stock AFTER UPDATE OF qty ON stock
  FOR EACH ROW WHEN (OLD.qty <= 0 AND NEW.qty > 0) EXECUTE FUNCTION back_in_stock_claim();
`,
  },
  {
    version: 24,
    name: 'review translations, flags and votes; questions, answers and their votes (issue 11 reviews)',
    sql: `
-- A review's stored translation into the other language (the Translator port's default adapter reads these).
CREATE TABLE review_translations (
  review_id text NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  title text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (review_id, language)
);

-- One report per shopper (the token's principal: a guest's or a registered customer id) and review. The review row
-- is locked while a report is counted, so the report that reaches the threshold hides it, whatever runs beside it.
CREATE TABLE review_flags (
  review_id text NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  flagger_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (review_id, flagger_id)
);

-- One helpful vote per shopper and review: the primary key is the guard (concurrent votes: one row).
CREATE TABLE review_votes (
  review_id text NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  voter_id text NOT NULL,
  helpful boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (review_id, voter_id)
);

-- Questions about a product and their answers, in the language they were written in; consumer_id null for the seed's.
CREATE TABLE product_questions (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id),
  site_id text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  consumer_id text REFERENCES consumers(customer_id),
  author_name text NOT NULL CHECK (author_name <> ''),
  body text NOT NULL CHECK (body <> ''),
  created_at timestamptz NOT NULL
);
CREATE INDEX product_questions_product_idx ON product_questions (product_id, created_at DESC);

CREATE TABLE product_answers (
  id text PRIMARY KEY,
  question_id text NOT NULL REFERENCES product_questions(id) ON DELETE CASCADE,
  site_id text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  consumer_id text REFERENCES consumers(customer_id),
  author_name text NOT NULL CHECK (author_name <> ''),
  body text NOT NULL CHECK (body <> ''),
  created_at timestamptz NOT NULL
);
CREATE INDEX product_answers_question_idx ON product_answers (question_id, created_at);

CREATE TABLE answer_votes (
  answer_id text NOT NULL REFERENCES product_answers(id) ON DELETE CASCADE,
  voter_id text NOT NULL,
  helpful boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (answer_id, voter_id)
);
`,
  },
  {
    version: 25,
    name: 'recommendations: the demo purchase history and every placed order\'s products, for "often bought together" (issue 11)',
    sql: `
-- The demo shop's purchase history (recommendations/demo-purchases.ts, deterministic): one row per product of a demo
-- basket. No foreign key to products: seeded beside the catalogue, it names the demo catalogue's products, and reads
-- join products (an id the catalogue does not hold is simply never recommended).
CREATE TABLE demo_purchase_lines (
  basket text NOT NULL,
  product_id text NOT NULL CHECK (product_id ~ '^[A-Z0-9]{8,11}$'),
  PRIMARY KEY (basket, product_id)
);

-- What was bought together: each placed order's products (its cart's lines; an order cancelled, or still waiting for
-- its 3-D Secure authentication, does not count) and the demo history's. A basket counts a product once.
CREATE VIEW purchased_products AS
  SELECT DISTINCT 'order:' || o.order_number AS basket, v.product_id
  FROM orders o JOIN cart_items ci ON ci.cart_id = o.basket_id JOIN variants v ON v.upc = ci.upc
  WHERE o.status NOT IN ('CANCELLED', 'AWAITING_AUTHENTICATION')
  UNION ALL
  SELECT 'demo:' || basket, product_id FROM demo_purchase_lines;
`,
  },
  {
    version: 26,
    name: 'content documents: typed blocks per site with a schedule, live and preview (issue 12 §1)',
    sql: `
-- One authored content document (core's contentDocumentSchema, validated before it is written) per site and id.
-- Several documents may serve the same (site, doc_type, key) with different schedules (a future hero): live shows
-- the one whose schedule holds now, preview the one that holds at previewDateTime. Overlapping schedules of one
-- (site, doc_type, key) are refused at import (content.repository.ts, in the import's transaction).
CREATE TABLE content_documents (
  site_id text NOT NULL CHECK (site_id IN ('en-us', 'en-gb', 'fr-fr')),
  id text NOT NULL CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  doc_type text NOT NULL,
  key text NOT NULL,
  name text NOT NULL,
  valid_from timestamptz,
  valid_to timestamptz,
  document jsonb NOT NULL,
  -- Articles: their publication date and tags (article search: newest first, by tag).
  published_at date,
  tags text[] NOT NULL DEFAULT '{}',
  parent text,
  modified_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1 CHECK (version >= 1),
  PRIMARY KEY (site_id, id),
  CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from < valid_to)
);
CREATE INDEX content_documents_lookup_idx ON content_documents (site_id, doc_type, key, valid_from);
CREATE INDEX content_documents_parent_idx ON content_documents (site_id, parent) WHERE parent IS NOT NULL;
CREATE INDEX content_documents_articles_idx ON content_documents (site_id, published_at DESC) WHERE doc_type = 'article';
`,
  },
  {
    version: 27,
    name: 'enrolment: newsletter subscriptions, events and event registrations (issue 12, storefront-experience §3/§4)',
    sql: `
-- §3 Subscription to an e-mail newsletter of a site: anyone may subscribe (a guest too); one row per site, type and
-- e-mail (lower case), so twenty subscribes at once leave one row. LoyaltyNewsletter is set on loyalty enrolment (§9).
CREATE TABLE newsletter_subscriptions (
  site_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('Newsletter', 'LoyaltyNewsletter')),
  email text NOT NULL CHECK (email = lower(email) AND email <> ''),
  channel text NOT NULL DEFAULT 'email' CHECK (channel = 'email'),
  optin boolean NOT NULL,
  double_optin boolean NOT NULL DEFAULT false,
  country text NOT NULL,
  customer_id text REFERENCES consumers (customer_id) ON DELETE SET NULL,
  optin_date timestamptz NOT NULL,
  PRIMARY KEY (site_id, type, email)
);

-- The events content's event sign-up blocks name (eventId), per site; registration closes after the last day.
CREATE TABLE events (
  site_id text NOT NULL,
  event_id text NOT NULL CHECK (event_id ~ '^[a-z0-9][a-z0-9-]{1,63}$'),
  title text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  enable_plus_one boolean NOT NULL,
  PRIMARY KEY (site_id, event_id)
);
INSERT INTO events (site_id, event_id, title, start_date, end_date, enable_plus_one)
SELECT site_id, event_id, title, start_date::date, end_date::date, enable_plus_one
FROM (VALUES ('en-us'), ('en-gb'), ('fr-fr')) AS sites (site_id)
CROSS JOIN (VALUES
  ('trail-weekend-2027', 'Trail weekend', '2027-06-12', '2027-06-13', true),
  ('store-run-club', 'Store run club', '2027-05-01', '2027-05-01', false),
  ('winter-swap-2026', 'Winter gear swap', '2026-02-07', '2026-02-07', false)
) AS seed (event_id, title, start_date, end_date, enable_plus_one);

-- §3 Event registration payload: one per consumer per event (the key), so a double submit leaves one row.
CREATE TABLE event_registrations (
  site_id text NOT NULL,
  event_id text NOT NULL,
  customer_id text NOT NULL REFERENCES consumers (customer_id) ON DELETE CASCADE,
  email text NOT NULL,
  attending_days text NOT NULL,
  event_terms_accepted boolean NOT NULL CHECK (event_terms_accepted),
  first_name text NOT NULL,
  last_name text NOT NULL,
  gender text NOT NULL,
  phone_number text NOT NULL,
  plus_one text NOT NULL,
  registration_timestamp timestamptz NOT NULL,
  PRIMARY KEY (site_id, event_id, customer_id),
  FOREIGN KEY (site_id, event_id) REFERENCES events (site_id, event_id)
);
`,
  },
  // Issue 12 (helper F): experience decision rules, impressions, experimentation, web vitals.
  experienceMigration,
  // Issue 12: presale products (storefront-experience §3/§6).
  presaleMigration,
];
