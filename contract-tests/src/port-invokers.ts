import { decideRequestSchema, experimentationEventBatchSchema, performanceIngestSchema } from '@switchback/core';
import {
  autoSuggestQuerySchema,
  agentLoginRequestSchema, changePasswordRequestSchema, confirmForgotPasswordRequestSchema, lookupQuerySchema,
  resetPasswordRequestSchema, signInRequestSchema, signUpRequestSchema, tokenRequestSchema, addItemRequestSchema,
  addPaymentInstrumentRequestSchema, HEADER, placeOrderRequestSchema, prepareOrderRequestSchema,
  removeItemRequestSchema, selectShippingMethodRequestSchema, setBillingAddressRequestSchema,
  setShippingAddressRequestSchema, tokenizeCardRequestSchema, updateItemRequestSchema, type CommerceError,
  addFavoriteRequestSchema, addSaveForLaterRequestSchema, moveSaveForLaterRequestSchema, sharedFavoritesQuerySchema,
  notificationRequestSchema, saveAddressRequestSchema, saveCardRequestSchema, smsSubscriptionRequestSchema,
  updateAddressRequestSchema, updateProfileRequestSchema, updateSmsSubscriptionRequestSchema, cancelOrderRequestSchema,
  contactUsRequestSchema, deliverOrderRequestSchema, invoiceRequestSchema, purchaseHistoryRequestSchema,
  returnLabelRequestSchema, shipOrderRequestSchema, supportOrderListQuerySchema, trackOrderRequestSchema,
  warrantyRequestSchema, receiveReturnRequestSchema, couponRequestSchema, giftCardBalanceRequestSchema,
  issueGiftCardRequestSchema, loyaltyVouchersQuerySchema, priceAdjustmentRequestSchema, priceAdjustmentUpdateSchema,
  promotionInputSchema, promotionListQuerySchema, removePaymentInstrumentRequestSchema,
  resendGiftCardEmailRequestSchema, rewardRequestSchema, productSaleUpdateSchema, collectionPointsRequestSchema,
  productAvailabilityRequestSchema, storeInventoryRequestSchema, storeSearchRequestSchema, orderPaymentMethodSchema,
  deviceFingerPrintRequestSchema, paymentSessionQuerySchema, cartWithItemRequestSchema, reserveWithItemRequestSchema,
  setStoreStockRequestSchema, supportStoreStockQuerySchema, setPickupContactRequestSchema, updateItemQuerySchema,
  getCartQuerySchema, recommendationsQuerySchema, showcaseQuerySchema, contentDocTypeSchema, articleSearchQuerySchema,
  contentModeSchema, siteIdSchema, type ContentScope,
  sizeChartProductTypeSchema, contentExportQuerySchema, contentImportRequestSchema,
  notifyMeRequestSchema,
  reviewsQuerySchema, questionsQuerySchema, writeReviewRequestSchema, postQuestionRequestSchema, voteRequestSchema, translateRequestSchema,
} from '@switchback/core';
import { eventRegistrationRequestSchema, loyaltyEnrolmentRequestSchema, newsletterSubscribeRequestSchema } from '@switchback/core';
import type { HttpCommerceClient } from '@switchback/http';
import type { ResultAsync } from 'neverthrow';
import type { RecordedCall, Recording } from '@switchback/http/contract';
import { sandboxCardFor } from '@switchback/http/contract';

type Request = Recording['request'];
type Invoker = (client: HttpCommerceClient, request: Request) => ResultAsync<unknown, CommerceError>;

const param = (request: Request, name: string): string => {
  const value = request.params[name];
  if (value === undefined) throw new Error(`the recording of ${request.path} has no ${name} parameter`);
  return value;
};

const withoutLocale = ({ locale: _locale, ...query }: Record<string, string>) => query;

/** Issue 12: a content call's scope as its recording made it (mode and site from the path, preview moment and route from the query). */
const contentScope = (request: Request, siteId: string | undefined = request.params.siteId): ContentScope => {
  const { previewDateTime, route } = request.query;
  return {
    mode: contentModeSchema.parse(param(request, 'mode')),
    siteId: siteIdSchema.parse(siteId),
    ...(previewDateTime !== undefined ? { previewDateTime } : {}),
    ...(route !== undefined ? { route } : {}),
  };
};

const recordedCard = (body: unknown) => {
  const masked = typeof body === 'object' && body !== null && 'number' in body ? String(body.number) : '';
  const number = sandboxCardFor(masked);
  if (number === undefined) throw new Error(`the tokeniser recording masks ${masked}, which is not a sandbox test card`);
  return tokenizeCardRequestSchema.parse({ ...(body as object), number, cvc: '123' });
};

/** How a port method is called to make each recorded request: the replay test calls the client exactly so. */
export const invokers: Record<RecordedCall, Invoker> = {
  // One call, three grants (issue 7): the recorded body says which port method made it.
  guestToken: (client, request) => {
    const body = tokenRequestSchema.parse(request.body);
    switch (body.type) {
      case 'Guest': return client.auth.guestToken();
      case 'Registered': return client.account.exchangeCode(body);
      case 'Refresh': return client.account.refresh();
    }
  },
  catalog: (client) => client.products.catalog(),
  productSearch: (client, request) => client.products.search(withoutLocale(request.query)),
  autoSuggest: (client, request) => client.products.autoSuggest(autoSuggestQuerySchema.parse(withoutLocale(request.query))),
  productDetails: (client, request) => client.products.details(param(request, 'productId')),
  productInventory: (client, request) => client.products.inventory(param(request, 'productId')),
  createCart: (client) => client.carts.create(),
  getCart: (client, request) => {
    const { favStoreId } = getCartQuerySchema.parse(request.query);
    return client.carts.get(param(request, 'basketId'), favStoreId === undefined ? undefined : { favStoreId });
  },
  addItem: (client, request) => client.carts.addItems(addItemRequestSchema.parse(request.body)),
  updateItem: (client, request) => {
    const { locale: _locale, ...query } = updateItemQuerySchema.parse(request.query);
    return client.carts.updateItem(param(request, 'basketId'), updateItemRequestSchema.parse(request.body), Object.keys(query).length > 0 ? query : undefined);
  },
  removeItem: (client, request) => client.carts.removeItem(removeItemRequestSchema.parse(request.body)),
  setShippingAddress: (client, request) =>
    client.checkout.setShippingAddress(param(request, 'basketId'), setShippingAddressRequestSchema.parse(request.body)),
  shippingMethods: (client, request) => client.checkout.shippingMethods(param(request, 'basketId'), param(request, 'shippingId')),
  selectShippingMethod: (client, request) => client.checkout.selectShippingMethod(selectShippingMethodRequestSchema.parse(request.body)),
  setBillingAddress: (client, request) =>
    client.checkout.setBillingAddress(param(request, 'basketId'), setBillingAddressRequestSchema.parse(request.body)),
  paymentMethods: (client, request) => client.checkout.paymentMethods(param(request, 'basketId')),
  addPaymentInstrument: (client, request) =>
    client.checkout.addPaymentInstrument(param(request, 'basketId'), addPaymentInstrumentRequestSchema.parse(request.body)),
  prepareOrder: (client, request) => {
    const body = prepareOrderRequestSchema.parse(request.body);
    return client.checkout.prepareOrder(body.basketId, body.paymentMethod ? { paymentMethod: body.paymentMethod } : {});
  },
  placeOrder: (client, request) => {
    const body = placeOrderRequestSchema.parse(request.body);
    return client.checkout.placeOrder(body.cartId, request.headers[HEADER.idempotencyKey] ?? '', body.paymentMethod ? { paymentMethod: body.paymentMethod } : {});
  },
  getOrder: (client, request) => client.checkout.order(param(request, 'orderId')),
  serverTime: (client) => client.time.serverTime(),
  tokenizeCard: (client, request) => client.tokenizer.tokenize(recordedCard(request.body)),
  // Issue 7 consumer.
  getProfile: (client, request) => client.consumer.profile({ includeLoyaltySummary: request.query.includeLoyaltySummary === 'true' }),
  updateProfile: (client, request) => client.consumer.updateProfile(updateProfileRequestSchema.parse(request.body)),
  completeProfile: (client, request) => client.consumer.completeProfile(updateProfileRequestSchema.parse(request.body)),
  getSmsSubscription: (client) => client.consumer.smsSubscription(),
  createSmsSubscription: (client, request) => client.consumer.subscribeSms(smsSubscriptionRequestSchema.parse(request.body)),
  updateSmsSubscription: (client, request) => client.consumer.updateSmsSubscription(updateSmsSubscriptionRequestSchema.parse(request.body)),
  updateNotification: (client, request) => client.consumer.updateNotification(notificationRequestSchema.parse(request.body)),
  listPaymentInstruments: (client, request) =>
    client.consumer.paymentInstruments(request.query.payment_method_id as 'REWARD_CODE' | 'REWARD_CARD' | 'CREDIT_CARD' | undefined),
  savePaymentInstrument: (client, request) => client.consumer.saveCard(saveCardRequestSchema.parse(request.body)),
  updatePaymentInstrument: (client, request) => client.consumer.setMainCard(param(request, 'paymentInstrumentId')),
  deletePaymentInstrument: (client, request) => client.consumer.deleteCard(param(request, 'paymentInstrumentId')),
  addAddress: (client, request) => client.consumer.addAddress(saveAddressRequestSchema.parse(request.body)),
  updateAddress: (client, request) => client.consumer.updateAddress(param(request, 'addressId'), updateAddressRequestSchema.parse(request.body)),
  deleteAddress: (client, request) => client.consumer.deleteAddress(param(request, 'addressId')),
  retrieveUserData: (client) => client.consumer.retrieveUserData(),
  countryList: (client) => client.consumer.countryList(),
  // Issue 7 authentication.
  signUp: (client, request) => client.account.signUp(signUpRequestSchema.parse(request.body)),
  signIn: (client, request) => client.account.signIn(signInRequestSchema.parse(request.body)),
  signOut: (client) => client.account.signOut(),
  changePassword: (client, request) => {
    const body = changePasswordRequestSchema.parse(request.body);
    return client.account.changePassword(body.currentPassword, body.newPassword);
  },
  resetPassword: (client, request) => {
    const body = resetPasswordRequestSchema.parse(request.body);
    return client.account.resetPassword(body.email, body.recaptcha_response);
  },
  confirmForgotPassword: (client, request) => {
    const body = confirmForgotPasswordRequestSchema.parse(request.body);
    return client.account.confirmForgotPassword(body.token, body.newPassword);
  },
  agentLogin: (client, request) => client.account.agentLogin(agentLoginRequestSchema.parse(request.body)),
  lookup: (client, request) => {
    const query = lookupQuerySchema.parse(request.query);
    return client.account.lookup(query.email, query.recaptcha_response);
  },
  // Wishlists (issue 7)
  getFavorites: (client, request) => client.wishlists.favorites(withoutLocale(request.query)),
  addFavorite: (client, request) => client.wishlists.addFavorite(addFavoriteRequestSchema.parse(request.body)),
  removeFavorite: (client, request) => client.wishlists.removeFavorite(param(request, 'favoriteId'), param(request, 'itemId')),
  shareFavorites: (client, request) => client.wishlists.shareFavorites(param(request, 'favoriteId')),
  getSharedFavorites: (client, request) =>
    client.wishlists.sharedFavorites(param(request, 'favoriteId'), sharedFavoritesQuerySchema.parse(withoutLocale(request.query))),
  getSaveForLater: (client, request) => client.wishlists.savedForLater(withoutLocale(request.query)),
  addSaveForLater: (client, request) => client.wishlists.addSaveForLater(addSaveForLaterRequestSchema.parse(request.body)),
  moveSaveForLater: (client, request) =>
    client.wishlists.moveSaveForLater(param(request, 'basketId'), moveSaveForLaterRequestSchema.parse(request.body)),
  removeSaveForLater: (client, request) => client.wishlists.removeSaveForLater(param(request, 'saveForlaterId'), param(request, 'itemId')),
  // Issue 8: after the purchase, and the support calls.
  purchaseHistory: (client, request) => client.orders.history(purchaseHistoryRequestSchema.parse(request.body)),
  downloadInvoice: (client, request) => client.orders.invoice(invoiceRequestSchema.parse(request.body).orderNumber),
  returnLabel: (client, request) => client.orders.returnLabel(param(request, 'orderId'), returnLabelRequestSchema.parse(request.body)),
  trackOrder: (client, request) => client.orders.track(trackOrderRequestSchema.parse(request.body)),
  cancelOrder: (client, request) => client.orders.cancel(cancelOrderRequestSchema.parse(request.body)),
  contactUsCategories: (client) => client.orders.contactCategories(),
  contactUs: (client, request) => client.orders.contactUs(contactUsRequestSchema.parse(request.body)),
  warranty: (client, request) => client.orders.warranty(warrantyRequestSchema.parse(request.body)),
  supportOrder: (client, request) => client.support.order(param(request, 'orderNumber')),
  supportOrderList: (client, request) => client.support.ordersByEmail(supportOrderListQuerySchema.parse(withoutLocale(request.query)).email),
  supportShipOrder: (client, request) => client.support.ship(param(request, 'orderNumber'), shipOrderRequestSchema.parse(request.body)),
  supportDeliverOrder: (client, request) => client.support.deliver(param(request, 'orderNumber'), deliverOrderRequestSchema.parse(request.body)),
  supportBasketTrail: (client, request) => client.support.trail(param(request, 'orderNumber')),
  supportReceiveReturn: (client, request) => client.support.receiveReturn(param(request, 'orderNumber'), receiveReturnRequestSchema.parse(request.body)),
  // Issue 9: money in the cart, the loyalty programme, support's promotions and gift cards.
  applyCoupon: (client, request) => client.promotions.applyCoupon(couponRequestSchema.parse(request.body)),
  removeCoupon: (client, request) => client.promotions.removeCoupon(couponRequestSchema.parse(request.body)),
  giftCardBalance: (client, request) => client.promotions.giftCardBalance(giftCardBalanceRequestSchema.parse(request.body)),
  applyReward: (client, request) => client.promotions.applyReward(param(request, 'basketId'), rewardRequestSchema.parse(request.body)),
  addPriceAdjustment: (client, request) => client.promotions.addPriceAdjustment(param(request, 'basketId'), priceAdjustmentRequestSchema.parse(request.body)),
  updatePriceAdjustment: (client, request) =>
    client.promotions.updatePriceAdjustment(param(request, 'basketId'), param(request, 'adjustmentId'), priceAdjustmentUpdateSchema.parse(request.body)),
  removePriceAdjustment: (client, request) => client.promotions.removePriceAdjustment(param(request, 'basketId'), param(request, 'adjustmentId')),
  removePaymentInstrument: (client, request) =>
    client.promotions.removePaymentInstrument(param(request, 'basketId'), removePaymentInstrumentRequestSchema.parse(request.body)),
  loyaltyToken: (client) => client.loyalty.join(),
  loyaltyWelcome: (client) => client.loyalty.welcome(),
  loyaltyVouchers: (client, request) => client.loyalty.vouchers(loyaltyVouchersQuerySchema.parse(request.query).basketId),
  resendGiftCardEmail: (client, request) => {
    const body = resendGiftCardEmailRequestSchema.parse(request.body);
    return client.loyalty.resendGiftCardEmail(body.orderNumber, body.itemId);
  },
  supportPromotionList: (client, request) => client.promotionSupport.promotions(promotionListQuerySchema.parse(withoutLocale(request.query)).siteId),
  supportCreatePromotion: (client, request) => client.promotionSupport.createPromotion(promotionInputSchema.parse(request.body)),
  supportIssueGiftCard: (client, request) => client.promotionSupport.issueGiftCard(issueGiftCardRequestSchema.parse(request.body)),
  // Issue 10 §1: stores, collection points, stock per store, availability, utilities.
  searchStores: (client, request) => client.stores.search(storeSearchRequestSchema.parse(request.body)),
  collectionPoints: (client, request) => client.stores.collectionPoints(collectionPointsRequestSchema.parse(request.body)),
  storeInventory: (client, request) => client.stores.inventory(storeInventoryRequestSchema.parse(request.body)),
  productAvailability: (client, request) => client.stores.availability(param(request, 'productId'), productAvailabilityRequestSchema.parse(request.body)),
  utilityStores: (client) => client.stores.siteStores(),
  storeEmployees: (client, request) => client.stores.employees(param(request, 'storeId')),
  countryI18n: (client, request) => client.stores.countryI18n(param(request, 'countryCode')),
  // Issue 11: the lists travel comma-separated; count only when the recording sent one.
  widgetRecommendations: (client, request) => {
    const query = withoutLocale(request.query);
    const { type, productId, productIds, exclude, count } = recommendationsQuerySchema.parse(query);
    return client.recommendations.recommendations({ type, productId, productIds, exclude, ...(query.count !== undefined ? { count } : {}) });
  },
  // Issue 10 §2: shipping-address validation, removing the shipping or billing address.
  validateShippingAddress: (client, request) =>
    client.addresses.validateShippingAddress(param(request, 'basketId'), setShippingAddressRequestSchema.parse(request.body)),
  removeShippingAddress: (client, request) => client.addresses.removeShippingAddress(param(request, 'basketId')),
  removeBillingAddress: (client, request) => client.addresses.removeBillingAddress(param(request, 'basketId')),
  supportUpdateProductSale: (client, request) => client.productSaleSupport.updateProductSale(param(request, 'productId'), productSaleUpdateSchema.parse(request.body)),
  // Issue 10 §3: 3-D Secure result, device fingerprint.
  patchOrder: (client, request) => client.payments.patchOrder(param(request, 'orderNumber'), orderPaymentMethodSchema.parse(request.body)),
  deviceFingerPrint: (client, request) => client.payments.deviceFingerPrint(deviceFingerPrintRequestSchema.parse(request.body)),
  // Issue 10: express wallets.
  paymentSession: (client, request) => client.wallet.paymentSession(paymentSessionQuerySchema.parse(withoutLocale(request.query))),
  // Issue 10: per-line delivery and store pickup.
  cartWithItem: (client, request) => client.fulfilment.cartWithItem(cartWithItemRequestSchema.parse(request.body)),
  reserveWithItem: (client, request) => client.fulfilment.reserveWithItem(reserveWithItemRequestSchema.parse(request.body)),
  setPickupContact: (client, request) => client.fulfilment.setPickupContact(param(request, 'basketId'), setPickupContactRequestSchema.parse(request.body)),
  supportStoreStock: (client, request) => client.fulfilmentSupport.storeStock(param(request, 'storeId'), supportStoreStockQuerySchema.parse(withoutLocale(request.query)).upc),
  supportSetStoreStock: (client, request) => client.fulfilmentSupport.setStoreStock(param(request, 'storeId'), setStoreStockRequestSchema.parse(request.body)),
  // Issue 11: product sets and notify-me.
  productSets: (client, request) => client.merchandising.productSets(param(request, 'productId')),
  productSet: (client, request) => client.merchandising.productSet(param(request, 'productSetId')),
  notifyMe: (client, request) => client.merchandising.notifyMe(notifyMeRequestSchema.parse(request.body)),
  // Issue 11: reviews and questions.
  getReviews: (client, request) => client.reviews.reviews(param(request, 'productId'), reviewsQuerySchema.parse(withoutLocale(request.query))),
  writeReview: (client, request) => client.reviews.writeReview(param(request, 'productId'), writeReviewRequestSchema.parse(request.body)),
  getQuestions: (client, request) => client.reviews.questions(param(request, 'productId'), questionsQuerySchema.parse(withoutLocale(request.query))),
  postQuestion: (client, request) => client.reviews.postQuestion(postQuestionRequestSchema.parse(request.body)),
  flagReview: (client, request) => client.reviews.flag(param(request, 'productId'), param(request, 'reviewId')),
  voteReview: (client, request) => client.reviews.vote(param(request, 'productId'), param(request, 'reviewId'), voteRequestSchema.parse(request.body).helpful),
  voteAnswer: (client, request) => client.reviews.voteAnswer(param(request, 'productId'), param(request, 'answerId'), voteRequestSchema.parse(request.body).helpful),
  translateReview: (client, request) => client.reviews.translate(param(request, 'reviewId'), translateRequestSchema.parse(request.body).language),
  // Issue 12: the content service (the scope from the path and the recorded preview moment).
  contentAugmentedPage: (client, request) => client.content.augmentedPage(contentScope(request), param(request, 'page')),
  contentPage: (client, request) => client.content.page(contentScope(request), param(request, 'page')),
  contentCategory: (client, request) => client.content.category(contentScope(request), param(request, 'categoryId')),
  contentProduct: (client, request) => client.content.product(contentScope(request), param(request, 'productId')),
  contentSearch: (client, request) => client.content.search(contentScope(request), param(request, 'searchType'), request.query.q),
  contentFooter: (client, request) => client.content.footer(contentScope(request)),
  contentFragment: (client, request) => client.content.fragment(contentScope(request, request.query.siteId), param(request, 'fragmentId')),
  contentMenu: (client, request) => client.content.menu(contentScope(request)),
  contentChildren: (client, request) => client.content.children(contentScope(request), param(request, 'parentPageSlug')),
  contentPopUps: (client, request) => client.content.popUps(contentScope(request)),
  contentShowcase: (client, request) => {
    const { layoutVariant, limit, offset } = showcaseQuerySchema.parse(withoutLocale(request.query));
    return client.content.showcase(contentScope(request), contentDocTypeSchema.parse(param(request, 'docType')), {
      ...(layoutVariant !== undefined ? { layoutVariant } : {}),
      ...(limit === 10 || limit === 20 || limit === 50 ? { limit } : {}),
      ...(offset !== undefined ? { offset } : {}),
    });
  },
  articleSearch: (client, request) => client.content.articles(articleSearchQuerySchema.omit({ locale: true }).parse(withoutLocale(request.query))),
  // Issue 12: internal content (the site from the query) and content authoring (support).
  componentCompare: (client, request) => client.contentInternal.compare(siteIdSchema.parse(request.query.siteId)),
  componentCollections: (client, request) => client.contentInternal.collections(siteIdSchema.parse(request.query.siteId)),
  componentFooter: (client, request) => client.contentInternal.footer(siteIdSchema.parse(request.query.siteId)),
  componentFootSizes: (client, request) => client.contentInternal.footSizes(siteIdSchema.parse(request.query.siteId)),
  componentSearchHub: (client, request) => client.contentInternal.searchHub(siteIdSchema.parse(request.query.siteId)),
  componentSizeChart: (client, request) => client.contentInternal.sizeChart(siteIdSchema.parse(request.query.siteId), sizeChartProductTypeSchema.parse(param(request, 'productType'))),
  componentUtility: (client, request) => client.contentInternal.utility(siteIdSchema.parse(request.query.siteId)),
  pageLocationSelector: (client, request) => client.contentInternal.locationSelector(siteIdSchema.parse(request.query.siteId)),
  internalPage: (client, request) => client.contentInternal.page(siteIdSchema.parse(request.query.siteId), param(request, 'page')),
  supportContentExport: (client, request) => client.contentSupport.exportDocuments(contentExportQuerySchema.parse(withoutLocale(request.query)).siteId),
  supportContentImport: (client, request) => client.contentSupport.importDocuments(contentImportRequestSchema.parse(request.body)),
  // Issue 12: newsletter, events, loyalty enrolment (helper E).
  newsletterSubscribe: (client, request) => client.enrolment.subscribeNewsletter(newsletterSubscribeRequestSchema.parse(request.body)),
  getEvent: (client, request) => client.enrolment.event(param(request, 'eventId')),
  registerForEvent: (client, request) => client.enrolment.registerForEvent(param(request, 'eventId'), eventRegistrationRequestSchema.parse(request.body)),
  getEventRegistration: (client, request) => client.enrolment.eventRegistration(param(request, 'eventId')),
  loyaltyEnrol: (client, request) => client.enrolment.enrolLoyalty(loyaltyEnrolmentRequestSchema.parse(request.body)),
  // Issue 12 experience (helper F): decide, the experimentation datafile and event log, web vitals.
  decide: (client, request) => client.experience.decide(param(request, 'brand'), decideRequestSchema.parse(request.body)),
  experimentationDatafile: (client, request) => client.experience.datafile(param(request, 'sdkKey')),
  experimentationEvents: (client, request) => client.experience.sendEvents(experimentationEventBatchSchema.parse(request.body)),
  performanceIngest: (client, request) => client.experience.ingestPerformance(performanceIngestSchema.parse(request.body)),
};
