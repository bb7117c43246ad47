import { Container, type ServiceIdentifier } from 'inversify';
import type { FastifyInstance } from 'fastify';
import type { Clock, RandomSource } from '@switchback/core';
import { DEFAULT_BOUNCE_BACK_RULES } from '@switchback/core';
import { registerCartRoutes } from './cart/cart.routes';
import { AddressService } from './addresses/address.service';
import { registerAddressRoutes } from './addresses/address.routes';
import { ProductSaleService } from './catalog/product-sale.service';
import { CartRepository } from './cart/cart.repository';
import { CartService } from './cart/cart.service';
import { registerCatalogRoutes, registerImageRoutes } from './catalog/catalog.routes';
import { CatalogRepository } from './catalog/catalog.repository';
import { CatalogService } from './catalog/catalog.service';
import { ProductUrls } from './catalog/product-urls';
import { StockRepository } from './catalog/stock.repository';
import { PostgresProductSearch } from './search/postgres-product-search';
import type { ProductSearch } from './search/product-search.port';
import { ProductSearchService } from './search/product-search.service';
import { registerSearchRoutes } from './search/search.routes';
import { registerCheckoutRoutes } from './checkout/checkout.routes';
import { CheckoutService } from './checkout/checkout.service';
import { OrderRepository } from './checkout/order.repository';
import { ConsumerRepository } from './consumer/consumer.repository';
import { registerConsumerRoutes } from './consumer/consumer.routes';
import { ConsumerService } from './consumer/consumer.service';
import type { Database } from './database/database.port';
import {
  ENGINE_VERSION, resolveEngineConfig, type EngineConfig, type EngineOptions, type StartEngineOptions,
} from './engine/engine-config';
import { openStorage } from './engine/open-storage';
import { buildHttpApp } from './http/http-app';
import { BotDefence } from './bot-defence/bot-defence';
import type { BotDefenceVerifier } from './bot-defence/bot-defence.port';
import { RecaptchaBotDefence } from './bot-defence/recaptcha-bot-defence';
import { SandboxBotDefence } from './bot-defence/sandbox-bot-defence';
import { AuthService } from './identity/auth.service';
import { CartMergeParticipant } from './identity/cart-merge.participant';
import type { GuestMergeParticipant } from './identity/guest-merge';
import type { CheckoutParticipant } from './checkout/checkout-participant';
import { CartLoyaltySource } from './loyalty/cart-loyalty.source';
import { seedDemoLoyaltyAccounts } from './loyalty/demo-loyalty-accounts';
import { AthletePaymentKind, LoyaltyPointsKind, RewardCodeKind } from './loyalty/loyalty-payment-kinds';
import { LoyaltyParticipant } from './loyalty/loyalty.participant';
import { LoyaltyRepository } from './loyalty/loyalty.repository';
import { registerLoyaltyRoutes } from './loyalty/loyalty.routes';
import { LoyaltyService } from './loyalty/loyalty.service';
import { SpecialProfileRepository } from './loyalty/special-profile.repository';
import type { PaymentKinds } from './checkout/payment-kinds';
import type { RemainderPayers } from './checkout/remainder-payer';
import { OrderAuthentication } from './checkout/order-authentication.repository';
import { OrderAuthenticationService } from './checkout/order-authentication.service';
import { CardRemainderPayer } from './payments/card-remainder-payer';
import { DeviceFingerprintRepository, DeviceFingerprintService, FraudRuleParticipant } from './payments/device-fingerprint';
import { PayLaterKind, PayLaterParticipant, PayLaterRemainderPayer } from './payments/pay-later';
import type { PayLaterProvider } from './payments/pay-later-provider.port';
import { registerPaymentRoutes, registerSandboxChallengeRoutes } from './payments/payments.routes';
import { SandboxPayLaterProvider } from './payments/sandbox-pay-later-provider';
import { SandboxWallet } from './wallet/sandbox-wallet';
import { CardProviderExpressKind, CardProviderExpressPayer, WalletRemainderPayer } from './wallet/wallet-payers';
import { registerSandboxWalletRoutes, registerWalletRoutes } from './wallet/wallet.routes';
import { WalletService } from './wallet/wallet.service';
import { SupportKey } from './http/contract-router';
import { GiftCardParticipant } from './gift-cards/gift-card.participant';
import { GiftCardPaymentKind } from './gift-cards/gift-card.payment-kind';
import { GiftCardRepository } from './gift-cards/gift-card.repository';
import { registerGiftCardRoutes } from './gift-cards/gift-card.routes';
import { GiftCardService } from './gift-cards/gift-card.service';
import { DEFAULT_GUEST_TOKEN_CONFIG, GuestTokenService } from './identity/guest-token.service';
import { registerIdentityRoutes } from './identity/identity.routes';
import { registerInternalAccountRoutes } from './identity/internal-accounts.routes';
import { IdentityRepository } from './identity/identity.repository';
import { PasswordHasher } from './identity/password-hasher';
import { seedDemoAssociates } from './identity/demo-associates';
import type { Mailer } from './mail/mailer.port';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { loadTokenKeys } from './identity/token-secret';
import type { PaymentProvider } from './payments/payment-provider.port';
import { SandboxPaymentProvider } from './payments/sandbox-payment-provider';
import { registerSandboxPaymentRoutes } from './payments/sandbox-payments.routes';
import { CryptoRandomSource } from './platform/crypto-random-source';
import { IdGenerator } from './platform/random-id';
import { SystemClock } from './platform/system-clock';
import { OrderLifecycleRepository } from './orders/order-lifecycle.repository';
import { registerOrderRoutes } from './orders/order.routes';
import { OrderService } from './orders/order.service';
import { OrderViews } from './orders/order-views';
import { SupportCaseRepository } from './support-cases/support-case.repository';
import { SupportCaseService } from './support-cases/support-case.service';
import { registerSupportCaseRoutes } from './support-cases/support-cases.routes';
import { FavoritesMergeParticipant, SaveForLaterMergeParticipant } from './wishlists/wishlist-merge.participants';
import { FavoritesUserDataSource, SaveForLaterUserDataSource } from './wishlists/wishlist-user-data.sources';
import { WishlistRepository } from './wishlists/wishlist.repository';
import { registerWishlistRoutes } from './wishlists/wishlist.routes';
import { ReviewRepository } from './reviews/review.repository';
import { registerReviewRoutes } from './reviews/review.routes';
import { ReviewService } from './reviews/review.service';
import { StoredTranslator } from './reviews/stored-translator';
import type { Translator } from './reviews/translator.port';
import { WishlistService } from './wishlists/wishlist.service';
import { PromotionCheckoutParticipant } from './promotions/promotion.participant';
import { PromotionPricingSource } from './promotions/promotion-pricing.source';
import { PromotionRepository } from './promotions/promotion.repository';
import { registerPromotionRoutes } from './promotions/promotion.routes';
import { LocatedStock } from './fulfilment/located-stock';
import { FulfilmentRepository } from './fulfilment/fulfilment.repository';
import { FulfilmentService } from './fulfilment/fulfilment.service';
import { FulfilmentCartService } from './fulfilment/fulfilment-cart.service';
import { registerFulfilmentRoutes } from './fulfilment/fulfilment.routes';
import { seedDemoPromotions } from './promotions/promotion-seed';
import { PromotionService } from './promotions/promotion.service';
import { StoreRepository } from './stores/store.repository';
import { registerStoreRoutes } from './stores/store.routes';
import { StoreService } from './stores/store.service';
import { BasketTrailRecorder, recordBasketTrail } from './support/trail/basket-trail.recorder';
import { BackInStockRepository } from './merchandising/back-in-stock.repository';
import { BackInStockService } from './merchandising/back-in-stock.service';
import { registerMerchandisingRoutes } from './merchandising/merchandising.routes';
import { ProductSetRepository } from './merchandising/product-set.repository';
import { ProductSetService } from './merchandising/product-set.service';
import { BasketTrailRepository } from './support/trail/basket-trail.repository';
import { registerBasketTrailRoutes } from './support/trail/basket-trail.routes';
import { RecommendationRepository } from './recommendations/recommendation.repository';
import { registerRecommendationRoutes } from './recommendations/recommendation.routes';
import { RecommendationService } from './recommendations/recommendation.service';
import { ContentRepository } from './content/content.repository';
import { registerContentImageRoutes, registerContentImportRoute, registerContentRoutes } from './content/content.routes';
import { ContentService } from './content/content.service';
import { InternalContentService } from './content/internal-content.service';
import { EnrolmentRepository } from './enrolment/enrolment.repository';
import { registerEnrolmentRoutes } from './enrolment/enrolment.routes';
import { EnrolmentService } from './enrolment/enrolment.service';
import { ExperienceService } from './experience/experience.service';
import { registerExperienceRoutes } from './experience/experience.routes';

/** Service identifiers of the engine's container. */
export const TYPES = {
  Config: Symbol.for('EngineConfig') as ServiceIdentifier<EngineConfig>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  Random: Symbol.for('RandomSource') as ServiceIdentifier<RandomSource>,
  Ids: Symbol.for('IdGenerator') as ServiceIdentifier<IdGenerator>,
  Database: Symbol.for('Database') as ServiceIdentifier<Database>,
  TokenKeys: Symbol.for('TokenKeys') as ServiceIdentifier<readonly Uint8Array[]>,
  GuestTokens: Symbol.for('GuestTokenService') as ServiceIdentifier<GuestTokenService>,
  ProductUrls: Symbol.for('ProductUrls') as ServiceIdentifier<ProductUrls>,
  CatalogRepository: Symbol.for('CatalogRepository') as ServiceIdentifier<CatalogRepository>,
  StockRepository: Symbol.for('StockRepository') as ServiceIdentifier<StockRepository>,
  CartRepository: Symbol.for('CartRepository') as ServiceIdentifier<CartRepository>,
  OrderRepository: Symbol.for('OrderRepository') as ServiceIdentifier<OrderRepository>,
  SandboxPayments: Symbol.for('SandboxPaymentProvider') as ServiceIdentifier<SandboxPaymentProvider>,
  PaymentProvider: Symbol.for('PaymentProvider') as ServiceIdentifier<PaymentProvider>,
  CatalogService: Symbol.for('CatalogService') as ServiceIdentifier<CatalogService>,
  /** Issue 11 §2: the search engine behind the ProductSearch port (PostgreSQL full text), and the search service. */
  ProductSearch: Symbol.for('ProductSearch') as ServiceIdentifier<ProductSearch>,
  ProductSearchService: Symbol.for('ProductSearchService') as ServiceIdentifier<ProductSearchService>,
  CartService: Symbol.for('CartService') as ServiceIdentifier<CartService>,
  CheckoutService: Symbol.for('CheckoutService') as ServiceIdentifier<CheckoutService>,
  /** Issue 10 §2/§8: shipping-address validation and removal; support's product sale state. */
  AddressService: Symbol.for('AddressService') as ServiceIdentifier<AddressService>,
  ProductSaleService: Symbol.for('ProductSaleService') as ServiceIdentifier<ProductSaleService>,
  WishlistRepository: Symbol.for('WishlistRepository') as ServiceIdentifier<WishlistRepository>,
  WishlistService: Symbol.for('WishlistService') as ServiceIdentifier<WishlistService>,
  /** Issue 11 reviews and questions; the Translator port (default: the stored translations). */
  ReviewService: Symbol.for('ReviewService') as ServiceIdentifier<ReviewService>,
  Translator: Symbol.for('Translator') as ServiceIdentifier<Translator>,
  /** The sign-in merge participants for favoriteId and saveForLaterId (run by the Registered token exchange). */
  FavoritesMerge: Symbol.for('FavoritesMergeParticipant') as ServiceIdentifier<FavoritesMergeParticipant>,
  SaveForLaterMerge: Symbol.for('SaveForLaterMergeParticipant') as ServiceIdentifier<SaveForLaterMergeParticipant>,
  ConsumerRepository: Symbol.for('ConsumerRepository') as ServiceIdentifier<ConsumerRepository>,
  ConsumerService: Symbol.for('ConsumerService') as ServiceIdentifier<ConsumerService>,
  /** A factory, not the instance: a Fastify instance is thenable, which inversify would take for an async value. */
  HttpApp: Symbol.for('HttpApp') as ServiceIdentifier<() => FastifyInstance>,
  // Issue 7 identity.
  IdentityRepository: Symbol.for('IdentityRepository') as ServiceIdentifier<IdentityRepository>,
  PasswordHasher: Symbol.for('PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  BotDefence: Symbol.for('BotDefence') as ServiceIdentifier<BotDefence>,
  Mailer: Symbol.for('Mailer') as ServiceIdentifier<Mailer>,
  /** Every participant of the sign-in merge (issue 7 §3): one per guest object kind. */
  GuestMergeParticipants: Symbol.for('GuestMergeParticipants') as ServiceIdentifier<readonly GuestMergeParticipant[]>,
  /** Issue 9: every participant of placing and cancelling an order (promotions, gift cards, loyalty, spend limits), in order. */
  CheckoutParticipants: Symbol.for('CheckoutParticipants') as ServiceIdentifier<readonly CheckoutParticipant[]>,
  /** Issue 9 §3: the payment kinds beside the card (gift cards, loyalty points, rewards, athlete payment), by payment_method_id. */
  PaymentKinds: Symbol.for('PaymentKinds') as ServiceIdentifier<PaymentKinds>,
  /** Issue 10 §3: who pays the remainder of an order, by kind (checkout/remainder-payer.ts); each area adds its payers. */
  RemainderPayers: Symbol.for('RemainderPayers') as ServiceIdentifier<RemainderPayers>,
  PayLaterProvider: Symbol.for('PayLaterProvider') as ServiceIdentifier<PayLaterProvider>,
  OrderAuthentication: Symbol.for('OrderAuthentication') as ServiceIdentifier<OrderAuthentication>,
  OrderAuthenticationService: Symbol.for('OrderAuthenticationService') as ServiceIdentifier<OrderAuthenticationService>,
  DeviceFingerprints: Symbol.for('DeviceFingerprintRepository') as ServiceIdentifier<DeviceFingerprintRepository>,
  DeviceFingerprintService: Symbol.for('DeviceFingerprintService') as ServiceIdentifier<DeviceFingerprintService>,
  /** Issue 10 §3 express wallets: the sandbox wallet provider (sessions, its sheet's tokens) and the session service. */
  SandboxWallet: Symbol.for('SandboxWallet') as ServiceIdentifier<SandboxWallet>,
  WalletService: Symbol.for('WalletService') as ServiceIdentifier<WalletService>,
  GiftCardRepository: Symbol.for('GiftCardRepository') as ServiceIdentifier<GiftCardRepository>,
  GiftCardService: Symbol.for('GiftCardService') as ServiceIdentifier<GiftCardService>,
  AuthService: Symbol.for('AuthService') as ServiceIdentifier<AuthService>,
  // Issue 8 after the purchase.
  OrderViews: Symbol.for('OrderViews') as ServiceIdentifier<OrderViews>,
  OrderLifecycleRepository: Symbol.for('OrderLifecycleRepository') as ServiceIdentifier<OrderLifecycleRepository>,
  OrderService: Symbol.for('OrderService') as ServiceIdentifier<OrderService>,
  // Issue 8 support cases (contact us, warranty claims).
  SupportCaseRepository: Symbol.for('SupportCaseRepository') as ServiceIdentifier<SupportCaseRepository>,
  SupportCaseService: Symbol.for('SupportCaseService') as ServiceIdentifier<SupportCaseService>,
  // Issue 8 §4: the basket trail (support replay).
  BasketTrailRepository: Symbol.for('BasketTrailRepository') as ServiceIdentifier<BasketTrailRepository>,
  // Issue 9 §3 loyalty and special profiles.
  LoyaltyRepository: Symbol.for('LoyaltyRepository') as ServiceIdentifier<LoyaltyRepository>,
  SpecialProfileRepository: Symbol.for('SpecialProfileRepository') as ServiceIdentifier<SpecialProfileRepository>,
  LoyaltyService: Symbol.for('LoyaltyService') as ServiceIdentifier<LoyaltyService>,
  LoyaltyParticipant: Symbol.for('LoyaltyParticipant') as ServiceIdentifier<LoyaltyParticipant>,
  // Issue 10 fulfilment: per-line delivery, store pickup, ship to store, collection points.
  FulfilmentRepository: Symbol.for('FulfilmentRepository') as ServiceIdentifier<FulfilmentRepository>,
  /** Issue 10: stock per location (the warehouse's, a store's for pickup): taken at placement, given back on cancel or reset. */
  LocatedStock: Symbol.for('LocatedStock') as ServiceIdentifier<LocatedStock>,
  FulfilmentService: Symbol.for('FulfilmentService') as ServiceIdentifier<FulfilmentService>,
  FulfilmentCartService: Symbol.for('FulfilmentCartService') as ServiceIdentifier<FulfilmentCartService>,
  // Issue 9 promotions.
  PromotionRepository: Symbol.for('PromotionRepository') as ServiceIdentifier<PromotionRepository>,
  PromotionService: Symbol.for('PromotionService') as ServiceIdentifier<PromotionService>,
  // Issue 10 stores.
  StoreRepository: Symbol.for('StoreRepository') as ServiceIdentifier<StoreRepository>,
  StoreService: Symbol.for('StoreService') as ServiceIdentifier<StoreService>,
  // Issue 11 merchandising: product sets and back-in-stock requests.
  ProductSetService: Symbol.for('ProductSetService') as ServiceIdentifier<ProductSetService>,
  BackInStockService: Symbol.for('BackInStockService') as ServiceIdentifier<BackInStockService>,
  // Issue 11 recommendations.
  RecommendationService: Symbol.for('RecommendationService') as ServiceIdentifier<RecommendationService>,
  // Issue 12 content: documents, the content calls, internal content and authoring.
  ContentService: Symbol.for('ContentService') as ServiceIdentifier<ContentService>,
  InternalContentService: Symbol.for('InternalContentService') as ServiceIdentifier<InternalContentService>,
  // Issue 12 enrolment (helper E): newsletter, events, loyalty enrolment.
  EnrolmentService: Symbol.for('EnrolmentService') as ServiceIdentifier<EnrolmentService>,
  // Issue 12 experience (helper F).
  ExperienceService: Symbol.for('ExperienceService') as ServiceIdentifier<ExperienceService>,
} as const;

export interface EngineParts {
  readonly config: EngineConfig;
  readonly db: Database;
  readonly clock: Clock;
  readonly random: RandomSource;
  /** Guest-token HS256 keys: the first signs, all verify. */
  readonly tokenKeys: readonly Uint8Array[];
  readonly logDestination?: { write(line: string): void };
}

/** The engine's object graph: plain classes bound with factories (no decorators). The only place inversify appears. */
export function buildContainer(parts: EngineParts): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(TYPES.Config).toConstantValue(parts.config);
  c.bind(TYPES.Database).toConstantValue(parts.db);
  c.bind(TYPES.Clock).toConstantValue(parts.clock);
  c.bind(TYPES.Random).toConstantValue(parts.random);
  c.bind(TYPES.TokenKeys).toConstantValue(parts.tokenKeys);
  c.bind(TYPES.Ids).toDynamicValue((x) => new IdGenerator(x.get(TYPES.Random)));
  c.bind(TYPES.IdentityRepository).toDynamicValue((x) => new IdentityRepository(x.get(TYPES.Database)));
  // A registered consumer's access token is refused once its sign-in (refresh family) is revoked.
  c.bind(TYPES.GuestTokens).toDynamicValue((x) => new GuestTokenService(x.get(TYPES.TokenKeys), x.get(TYPES.Clock), x.get(TYPES.Ids),
    DEFAULT_GUEST_TOKEN_CONFIG, { isRevoked: (familyId) => x.get(TYPES.IdentityRepository).familyRevoked(familyId) }));
  c.bind(TYPES.PasswordHasher).toDynamicValue((x) => new PasswordHasher(x.get(TYPES.Config).passwordHashing));
  c.bind(TYPES.BotDefence).toDynamicValue((x) => {
    const config = x.get(TYPES.Config);
    if (config.production && config.recaptchaSecret === undefined) {
      throw new Error('production mode needs RECAPTCHA_SECRET: the sandbox bot-defence verifier is for development only');
    }
    const verifier: BotDefenceVerifier = config.recaptchaSecret !== undefined ? new RecaptchaBotDefence(config.recaptchaSecret) : new SandboxBotDefence();
    return new BotDefence(verifier, config.production);
  });
  c.bind(TYPES.Mailer).toDynamicValue((x) => {
    const config = x.get(TYPES.Config);
    // The outbox path: in the request log when it is on, else on stderr; never on stdout (the CLI's answer).
    const destination = parts.logDestination;
    const log = !config.mailLog ? () => {}
      : config.logger && destination !== undefined ? (line: string) => destination.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: line })}\n`)
        : (line: string) => process.stderr.write(`${line}\n`);
    return config.smtpUrl !== undefined ? new SmtpMailer(config.smtpUrl, log) : new OutboxMailer(config.outboxDir, x.get(TYPES.Clock), x.get(TYPES.Random), log);
  });
  c.bind(TYPES.GuestMergeParticipants).toDynamicValue((x) => [
    new CartMergeParticipant(x.get(TYPES.Database), x.get(TYPES.CartRepository), x.get(TYPES.CatalogRepository), x.get(TYPES.Ids), x.get(TYPES.Clock)),
    x.get(TYPES.FavoritesMerge),
    x.get(TYPES.SaveForLaterMerge),
  ]);
  c.bind(TYPES.AuthService).toDynamicValue((x) => new AuthService(
    x.get(TYPES.Database), x.get(TYPES.IdentityRepository), x.get(TYPES.PasswordHasher), x.get(TYPES.GuestTokens), x.get(TYPES.BotDefence),
    x.get(TYPES.Mailer), x.get(TYPES.GuestMergeParticipants), x.get(TYPES.Random), x.get(TYPES.Clock), x.get(TYPES.Config).storefrontUrl));
  c.bind(TYPES.ProductUrls).toDynamicValue((x) => new ProductUrls(x.get(TYPES.Config).basePath));
  c.bind(TYPES.CatalogRepository).toDynamicValue((x) => new CatalogRepository(x.get(TYPES.Database)));
  c.bind(TYPES.StockRepository).toDynamicValue((x) => new StockRepository(x.get(TYPES.Database)));
  c.bind(TYPES.CartRepository).toDynamicValue((x) => new CartRepository(x.get(TYPES.Database)));
  c.bind(TYPES.OrderRepository).toDynamicValue((x) => new OrderRepository(x.get(TYPES.Database)));
  c.bind(TYPES.SandboxPayments).toDynamicValue((x) => new SandboxPaymentProvider(
    // Card fingerprints are keyed by the engine secret that verifies longest (the last of the list).
    x.get(TYPES.Database), x.get(TYPES.Ids), x.get(TYPES.Clock), x.get(TYPES.TokenKeys).at(-1)!));
  c.bind(TYPES.PaymentProvider).toDynamicValue((x) => x.get(TYPES.SandboxPayments));
  c.bind(TYPES.CatalogService).toDynamicValue((x) => new CatalogService(
    x.get(TYPES.CatalogRepository), x.get(TYPES.ProductUrls), (siteId) => x.get(TYPES.PromotionRepository).list(siteId), x.get(TYPES.Clock)));
  c.bind(TYPES.ProductSearch).toDynamicValue((x) => new PostgresProductSearch(x.get(TYPES.Database)));
  c.bind(TYPES.ProductSearchService).toDynamicValue((x) => new ProductSearchService(
    x.get(TYPES.ProductSearch), x.get(TYPES.CatalogRepository), x.get(TYPES.CatalogService)));
  c.bind(TYPES.CartService).toDynamicValue((x) => new CartService(
    x.get(TYPES.Database), x.get(TYPES.CartRepository), x.get(TYPES.CatalogRepository), x.get(TYPES.ProductUrls),
    x.get(TYPES.Ids), x.get(TYPES.Clock), new PromotionPricingSource(x.get(TYPES.PromotionRepository)),
    new CartLoyaltySource(x.get(TYPES.SpecialProfileRepository), x.get(TYPES.LoyaltyRepository)), x.get(TYPES.FulfilmentService)));
  c.bind(TYPES.AddressService).toDynamicValue((x) => new AddressService(x.get(TYPES.CartService), x.get(TYPES.CartRepository), x.get(TYPES.Clock)));
  c.bind(TYPES.ProductSaleService).toDynamicValue((x) => new ProductSaleService(x.get(TYPES.Database)));
  c.bind(TYPES.FulfilmentRepository).toDynamicValue((x) => new FulfilmentRepository(x.get(TYPES.Database)));
  c.bind(TYPES.LocatedStock).toDynamicValue((x) => new LocatedStock(x.get(TYPES.StockRepository), x.get(TYPES.FulfilmentRepository)));
  c.bind(TYPES.FulfilmentService).toDynamicValue((x) => {
    const ids = x.get(TYPES.Ids);
    const clock = x.get(TYPES.Clock);
    return new FulfilmentService(x.get(TYPES.FulfilmentRepository), x.get(TYPES.CartRepository), x.get(TYPES.CatalogRepository),
      () => ids.itemId(), () => clock.now());
  });
  c.bind(TYPES.FulfilmentCartService).toDynamicValue((x) => new FulfilmentCartService(
    x.get(TYPES.Database), x.get(TYPES.CartService), x.get(TYPES.FulfilmentRepository), x.get(TYPES.Clock)));
  c.bind(TYPES.PromotionRepository).toDynamicValue((x) => new PromotionRepository(x.get(TYPES.Database)));
  c.bind(TYPES.StoreRepository).toDynamicValue((x) => new StoreRepository(x.get(TYPES.Database)));
  c.bind(TYPES.StoreService).toDynamicValue((x) => new StoreService(x.get(TYPES.StoreRepository), x.get(TYPES.Clock)));
  c.bind(TYPES.PromotionService).toDynamicValue((x) => new PromotionService(
    x.get(TYPES.CartService), x.get(TYPES.CartRepository), x.get(TYPES.PromotionRepository), x.get(TYPES.Random), x.get(TYPES.Clock)));
  c.bind(TYPES.CheckoutService).toDynamicValue((x) => new CheckoutService(
    x.get(TYPES.Database), x.get(TYPES.CartService), x.get(TYPES.CartRepository), x.get(TYPES.OrderRepository),
    x.get(TYPES.LocatedStock), x.get(TYPES.PaymentProvider), x.get(TYPES.ProductUrls), x.get(TYPES.Ids), x.get(TYPES.Clock),
    x.get(TYPES.ConsumerRepository), x.get(TYPES.OrderViews), x.get(TYPES.CheckoutParticipants), x.get(TYPES.PaymentKinds),
    x.get(TYPES.RemainderPayers), x.get(TYPES.OrderAuthentication), x.get(TYPES.Config).payments.threeDsChallengeMinutes));
  // Issue 10 §3: the remainder's payers by kind: the card and pay later (payments/), the wallet and the card provider's express payment (wallet/).
  c.bind(TYPES.RemainderPayers).toDynamicValue((x): RemainderPayers => ({
    CREDIT_CARD: new CardRemainderPayer(x.get(TYPES.PaymentProvider)),
    PAY_LATER: new PayLaterRemainderPayer(x.get(TYPES.PayLaterProvider)),
    WALLET: new WalletRemainderPayer(x.get(TYPES.SandboxWallet)),
    CARD_PROVIDER_EXPRESS: new CardProviderExpressPayer(x.get(TYPES.SandboxWallet)),
  }));
  c.bind(TYPES.SandboxWallet).toDynamicValue((x) => new SandboxWallet(x.get(TYPES.Database), x.get(TYPES.Random), x.get(TYPES.Clock)));
  c.bind(TYPES.WalletService).toDynamicValue((x) => new WalletService(x.get(TYPES.SandboxWallet)));
  c.bind(TYPES.PayLaterProvider).toDynamicValue((x) => new SandboxPayLaterProvider(x.get(TYPES.Database), x.get(TYPES.Ids), x.get(TYPES.Clock)));
  c.bind(TYPES.OrderAuthentication).toDynamicValue((x) => new OrderAuthentication(x.get(TYPES.Database)));
  c.bind(TYPES.OrderAuthenticationService).toDynamicValue((x) => new OrderAuthenticationService(
    x.get(TYPES.Database), x.get(TYPES.OrderLifecycleRepository), x.get(TYPES.OrderAuthentication), x.get(TYPES.LocatedStock),
    x.get(TYPES.PaymentProvider), x.get(TYPES.Clock), x.get(TYPES.OrderViews), x.get(TYPES.CheckoutParticipants)));
  c.bind(TYPES.DeviceFingerprints).toDynamicValue((x) => new DeviceFingerprintRepository(x.get(TYPES.Database)));
  c.bind(TYPES.DeviceFingerprintService).toDynamicValue((x) => new DeviceFingerprintService(
    x.get(TYPES.Database), x.get(TYPES.CartRepository), x.get(TYPES.DeviceFingerprints), x.get(TYPES.Clock)));
  // Issue 9 §3: the ways to pay beside the card, by payment_method_id (checkout/payment-kinds.ts); each area adds its kinds here.
  c.bind(TYPES.PaymentKinds).toDynamicValue((x): PaymentKinds => {
    const rewardCodes = new RewardCodeKind(x.get(TYPES.LoyaltyRepository));
    return {
      GIFT_CARD: new GiftCardPaymentKind(x.get(TYPES.GiftCardService), x.get(TYPES.GiftCardRepository), x.get(TYPES.CartRepository)),
      // Issue 9 §3 loyalty kinds (loyalty/loyalty-payment-kinds.ts).
      LOYALTY_POINTS: new LoyaltyPointsKind(x.get(TYPES.LoyaltyRepository), x.get(TYPES.Config).loyalty),
      REWARD_CODE: rewardCodes,
      REWARD_CARD: rewardCodes,
      ATHLETES_PAYMENT: new AthletePaymentKind(),
      // Issue 10 §3 buy now pay later (payments/pay-later.ts): it pays the remainder, as the card does.
      PAY_LATER: new PayLaterKind(x.get(TYPES.PayLaterProvider)),
      // Issue 10: the card provider's express payment (wallet/wallet-payers.ts).
      CARD_PROVIDER_EXPRESS: new CardProviderExpressKind(x.get(TYPES.SandboxWallet)),
    };
  });
  c.bind(TYPES.GiftCardRepository).toDynamicValue((x) => new GiftCardRepository(x.get(TYPES.Database)));
  c.bind(TYPES.GiftCardService).toDynamicValue((x) => new GiftCardService(
    x.get(TYPES.Database), x.get(TYPES.GiftCardRepository), x.get(TYPES.OrderRepository), x.get(TYPES.PasswordHasher), x.get(TYPES.Mailer),
    x.get(TYPES.Random), x.get(TYPES.Clock)));
  // Issue 9: each area binds its participant here, in this order: promotions, gift cards, loyalty and special profiles.
  c.bind(TYPES.CheckoutParticipants).toDynamicValue((x) => [
    // Issue 10 §3: the sandbox fraud rule first (nothing else is done for a refused order), pay later's plans voided on cancel.
    new FraudRuleParticipant(x.get(TYPES.DeviceFingerprints), x.get(TYPES.Config).payments.fraudRule),
    new PayLaterParticipant(x.get(TYPES.Database)),
    new PromotionCheckoutParticipant(x.get(TYPES.PromotionRepository)),
    new GiftCardParticipant(x.get(TYPES.GiftCardRepository), x.get(TYPES.GiftCardService), x.get(TYPES.Random)),
    x.get(TYPES.LoyaltyParticipant),
  ]);
  c.bind(TYPES.LoyaltyRepository).toDynamicValue((x) => new LoyaltyRepository(x.get(TYPES.Database)));
  c.bind(TYPES.SpecialProfileRepository).toDynamicValue((x) => new SpecialProfileRepository(x.get(TYPES.Database)));
  c.bind(TYPES.LoyaltyService).toDynamicValue((x) => new LoyaltyService(
    x.get(TYPES.Database), x.get(TYPES.LoyaltyRepository), x.get(TYPES.CartService), x.get(TYPES.SpecialProfileRepository), x.get(TYPES.Random), x.get(TYPES.Clock),
    x.get(TYPES.Config).loyalty, x.get(TYPES.PromotionRepository)));
  c.bind(TYPES.LoyaltyParticipant).toDynamicValue((x) => new LoyaltyParticipant(
    x.get(TYPES.LoyaltyRepository), x.get(TYPES.SpecialProfileRepository), x.get(TYPES.Random), x.get(TYPES.Config).loyalty,
    DEFAULT_BOUNCE_BACK_RULES));
  c.bind(TYPES.ConsumerRepository).toDynamicValue((x) => new ConsumerRepository(x.get(TYPES.Database)));
  c.bind(TYPES.ConsumerService).toDynamicValue((x) => new ConsumerService(
    x.get(TYPES.Database), x.get(TYPES.ConsumerRepository), x.get(TYPES.PaymentProvider), x.get(TYPES.Ids), x.get(TYPES.Clock),
    x.get(TYPES.BotDefence),
    // "Download my data" holds the lists too (issue 7): the wishlists area's sources.
    [new FavoritesUserDataSource(x.get(TYPES.WishlistRepository)), new SaveForLaterUserDataSource(x.get(TYPES.WishlistRepository))],
    x.get(TYPES.SpecialProfileRepository)));
  c.bind(TYPES.Translator).toDynamicValue((x) => new StoredTranslator(x.get(TYPES.Database)));
  c.bind(TYPES.ReviewService).toDynamicValue((x) => new ReviewService(
    x.get(TYPES.Database), new ReviewRepository(x.get(TYPES.Database)), x.get(TYPES.Translator), x.get(TYPES.Random), x.get(TYPES.Clock),
    x.get(TYPES.Config).reviews));
  c.bind(TYPES.WishlistRepository).toDynamicValue((x) => new WishlistRepository(x.get(TYPES.Database)));
  c.bind(TYPES.WishlistService).toDynamicValue((x) => new WishlistService(
    x.get(TYPES.Database), x.get(TYPES.WishlistRepository), x.get(TYPES.CatalogRepository), x.get(TYPES.CartRepository),
    x.get(TYPES.CartService), x.get(TYPES.ProductUrls), x.get(TYPES.Ids), x.get(TYPES.Random), x.get(TYPES.Clock),
    x.get(TYPES.Config).wishlists));
  c.bind(TYPES.FavoritesMerge).toDynamicValue((x) => new FavoritesMergeParticipant(x.get(TYPES.WishlistRepository), x.get(TYPES.Ids), x.get(TYPES.Clock)));
  c.bind(TYPES.SaveForLaterMerge).toDynamicValue((x) => new SaveForLaterMergeParticipant(x.get(TYPES.WishlistRepository), x.get(TYPES.Ids), x.get(TYPES.Clock)));
  c.bind(TYPES.OrderViews).toDynamicValue((x) => new OrderViews(x.get(TYPES.Clock), x.get(TYPES.Config).returnWindowDays));
  c.bind(TYPES.OrderLifecycleRepository).toDynamicValue((x) => new OrderLifecycleRepository(x.get(TYPES.Database)));
  c.bind(TYPES.OrderService).toDynamicValue((x) => new OrderService(
    x.get(TYPES.Database), x.get(TYPES.OrderLifecycleRepository), x.get(TYPES.LocatedStock), x.get(TYPES.PaymentProvider),
    x.get(TYPES.Ids), x.get(TYPES.Clock), x.get(TYPES.OrderViews), x.get(TYPES.CheckoutParticipants)));
  c.bind(TYPES.SupportCaseRepository).toDynamicValue((x) => new SupportCaseRepository(x.get(TYPES.Database)));
  c.bind(TYPES.SupportCaseService).toDynamicValue((x) => new SupportCaseService(
    x.get(TYPES.SupportCaseRepository), x.get(TYPES.OrderRepository), x.get(TYPES.BotDefence), x.get(TYPES.Mailer), x.get(TYPES.Ids),
    x.get(TYPES.Clock)));
  c.bind(TYPES.BasketTrailRepository).toDynamicValue((x) => new BasketTrailRepository(x.get(TYPES.Database)));
  c.bind(TYPES.ProductSetService).toDynamicValue((x) => new ProductSetService(new ProductSetRepository(x.get(TYPES.Database)), x.get(TYPES.CatalogService)));
  c.bind(TYPES.BackInStockService).toDynamicValue((x) => new BackInStockService(
    x.get(TYPES.Database), new BackInStockRepository(x.get(TYPES.Database)), x.get(TYPES.CatalogService), x.get(TYPES.Mailer), x.get(TYPES.Clock),
    x.get(TYPES.Config).storefrontUrl));
  c.bind(TYPES.RecommendationService).toDynamicValue((x) => new RecommendationService(
    new RecommendationRepository(x.get(TYPES.Database)), x.get(TYPES.CatalogService)));
  c.bind(TYPES.ContentService).toDynamicValue((x) => new ContentService(x.get(TYPES.Database), new ContentRepository(x.get(TYPES.Database)), x.get(TYPES.Clock)));
  c.bind(TYPES.InternalContentService).toDynamicValue((x) => new InternalContentService(x.get(TYPES.ContentService)));
  c.bind(TYPES.EnrolmentService).toDynamicValue((x) => new EnrolmentService(
    new EnrolmentRepository(x.get(TYPES.Database)), x.get(TYPES.LoyaltyService), x.get(TYPES.Clock)));
  c.bind(TYPES.ExperienceService).toDynamicValue((x) => new ExperienceService(x.get(TYPES.Database), x.get(TYPES.Clock)));
  c.bind(TYPES.HttpApp).toDynamicValue((x) => () => {
    const config = x.get(TYPES.Config);
    return buildHttpApp(
      { basePath: config.basePath, logger: config.logger, logDestination: parts.logDestination, version: ENGINE_VERSION, rateLimits: config.rateLimits, trustProxy: config.trustProxy,
        internalCallerSecret: config.internalCallerSecret, supportKey: config.supportKey },
      { ids: x.get(TYPES.Ids), tokens: x.get(TYPES.GuestTokens) },
      (router, app, limits) => {
        registerIdentityRoutes(router, x.get(TYPES.GuestTokens), x.get(TYPES.AuthService));
        registerInternalAccountRoutes(app, config.basePath, x.get(TYPES.Database));
        registerCatalogRoutes(router, x.get(TYPES.CatalogService), x.get(TYPES.Clock));
        registerSearchRoutes(router, x.get(TYPES.ProductSearchService));
        registerCartRoutes(router, x.get(TYPES.CartService));
        registerCheckoutRoutes(router, x.get(TYPES.CheckoutService), x.get(TYPES.GuestTokens), x.get(TYPES.OrderAuthenticationService));
        registerAddressRoutes(router, x.get(TYPES.AddressService), x.get(TYPES.ProductSaleService));
        registerPaymentRoutes(router, x.get(TYPES.OrderAuthenticationService), x.get(TYPES.DeviceFingerprintService));
        registerSandboxChallengeRoutes(app, config.basePath, x.get(TYPES.SandboxPayments), x.get(TYPES.GuestTokens), limits.tokenize);
        registerWishlistRoutes(router, x.get(TYPES.WishlistService), x.get(TYPES.GuestTokens));
        registerConsumerRoutes(router, x.get(TYPES.ConsumerService));
        registerImageRoutes(app, config.basePath, x.get(TYPES.CatalogRepository));
        registerSandboxPaymentRoutes(app, config.basePath, x.get(TYPES.SandboxPayments), x.get(TYPES.GuestTokens), limits.tokenize);
        registerOrderRoutes(router, x.get(TYPES.OrderService));
        registerLoyaltyRoutes(router, x.get(TYPES.LoyaltyService));
        registerSupportCaseRoutes(router, x.get(TYPES.SupportCaseService));
        registerPromotionRoutes(router, x.get(TYPES.PromotionService), x.get(TYPES.GuestTokens));
        registerGiftCardRoutes(router, x.get(TYPES.GiftCardService));
        registerStoreRoutes(router, x.get(TYPES.StoreService));
        // Issue 10 §3 express wallets: the payment session, and the sandbox wallet's sheet and availability switch.
        registerWalletRoutes(router, x.get(TYPES.WalletService));
        registerSandboxWalletRoutes(app, config.basePath, x.get(TYPES.SandboxWallet), x.get(TYPES.GuestTokens), new SupportKey(config.supportKey), limits.tokenize);
        registerFulfilmentRoutes(router, x.get(TYPES.FulfilmentCartService));
        registerReviewRoutes(router, x.get(TYPES.ReviewService));
        // Issue 8 §4: every basket-building call leaves a redacted row in its basket's trail; support reads it back.
        const trail = new BasketTrailRecorder(x.get(TYPES.BasketTrailRepository), app.log);
        recordBasketTrail(app, config.basePath, trail, x.get(TYPES.Clock));
        registerBasketTrailRoutes(router, x.get(TYPES.BasketTrailRepository), trail);
        // Issue 11: product sets, notify-me, and the back-in-stock mail dispatcher.
        registerMerchandisingRoutes(router, app, x.get(TYPES.ProductSetService), x.get(TYPES.BackInStockService));
        registerRecommendationRoutes(router, x.get(TYPES.RecommendationService));
        // Issue 12: the content calls, internal content, authoring (the import with its own body limit), content images.
        registerContentRoutes(router, x.get(TYPES.ContentService), x.get(TYPES.InternalContentService));
        registerContentImportRoute(app, config.basePath, x.get(TYPES.ContentService), new SupportKey(config.supportKey));
        registerContentImageRoutes(app, config.basePath);
        // Issue 12 §2 forms: newsletter, events, loyalty enrolment.
        registerEnrolmentRoutes(router, x.get(TYPES.EnrolmentService));
        // Issue 12: personalisation decisions, experimentation datafile and events, web vitals.
        registerExperienceRoutes(router, x.get(TYPES.ExperienceService));
      },
    );
  });
  return c;
}

export interface Engine {
  /** Ready, not listening: contract routes, /openapi.json and the sandbox tokeniser under basePath. */
  readonly app: FastifyInstance;
  /** The engine's own parts, for its tests' fixtures (test-support/): never used by a route or another package. */
  readonly internals: {
    readonly db: Database; readonly tokens: GuestTokenService; readonly ids: IdGenerator; readonly clock: Clock;
    readonly passwords: PasswordHasher; readonly identity: IdentityRepository;
  };
  close(): Promise<void>;
}

/** Opens storage (migrated, seeded), composes the engine and readies its Fastify app. */
export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const config = resolveEngineConfig(options, process.env, process.cwd());
  const storage = await openStorage(config);
  try {
    const random = options.random ?? new CryptoRandomSource();
    const tokenKeys = await loadTokenKeys(storage.db, random, { configured: config.tokenSecrets, file: config.tokenSecretFile });
    const container = buildContainer({
      config, db: storage.db, clock: options.clock ?? new SystemClock(), random, tokenKeys,
      ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    });
    if (config.demoAssociatePassword !== undefined) {
      await seedDemoAssociates(storage.db, container.get(TYPES.IdentityRepository), container.get(TYPES.PasswordHasher), container.get(TYPES.Clock), config.demoAssociatePassword);
    }
    if (config.demoPromotions) await seedDemoPromotions(container.get(TYPES.PromotionRepository), container.get(TYPES.Clock).now());
    if (config.demoConsumerPassword !== undefined) {
      await seedDemoLoyaltyAccounts(storage.db, {
        identity: container.get(TYPES.IdentityRepository), loyalty: container.get(TYPES.LoyaltyRepository), profiles: container.get(TYPES.SpecialProfileRepository),
        hasher: container.get(TYPES.PasswordHasher), clock: container.get(TYPES.Clock),
      }, config.demoConsumerPassword);
    }
    const app = container.get(TYPES.HttpApp)();
    await app.ready();
    let closed = false;
    return {
      app,
      internals: {
        db: storage.db, tokens: container.get(TYPES.GuestTokens), ids: container.get(TYPES.Ids), clock: container.get(TYPES.Clock),
        passwords: container.get(TYPES.PasswordHasher), identity: container.get(TYPES.IdentityRepository),
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await app.close();
        } finally {
          await storage.close();
        }
      },
    };
  } catch (error) {
    await storage.close();
    throw error;
  }
}

/** createEngine, then listen (loopback by default). */
export async function startEngine(options: StartEngineOptions = {}): Promise<{ origin: string; apiBaseUrl: string; close(): Promise<void> }> {
  const { basePath } = resolveEngineConfig(options, process.env, process.cwd());
  const engine = await createEngine(options);
  const host = options.host ?? '127.0.0.1';
  try {
    await engine.app.listen({ port: options.port ?? 0, host });
  } catch (error) {
    await engine.close();
    throw error;
  }
  const address = engine.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port ?? 0;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { origin, apiBaseUrl: `${origin}${basePath}`, close: engine.close };
}
