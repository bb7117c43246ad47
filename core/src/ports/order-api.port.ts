import type { ResultAsync } from 'neverthrow';
import type {
  BasketTrail, CancelOrderRequest, ContactCategories, ContactUsRequest, DeliverOrderRequest, DocumentFile, Order,
  OrderSummary, OrderTracking, PurchaseHistory, PurchaseHistoryRequest, ReceiveReturnRequest, ReturnLabelRequest, ReturnLabelResponse,
  ShipOrderRequest, SupportCase, SupportOrder, TrackOrderRequest, WarrantyRequest,
} from '../contract';
import type { CommerceError } from '../errors';

/**
 * After the purchase (issue 8; commerce-core §7 Consumer): a shopper's orders, tracking, cancellation, returns,
 * invoices, warranty claims and contact us. The order itself is read with `CheckoutApi.order`.
 */
export interface OrderApi {
  /** Registered consumers only (a guest's token answers 401). */
  history(request: PurchaseHistoryRequest): ResultAsync<PurchaseHistory, CommerceError>;
  invoice(orderNumber: string): ResultAsync<DocumentFile, CommerceError>;
  returnLabel(orderNumber: string, request: ReturnLabelRequest): ResultAsync<ReturnLabelResponse, CommerceError>;
  track(request: TrackOrderRequest): ResultAsync<OrderTracking, CommerceError>;
  cancel(request: CancelOrderRequest): ResultAsync<Order, CommerceError>;
  contactCategories(): ResultAsync<ContactCategories, CommerceError>;
  contactUs(request: ContactUsRequest): ResultAsync<SupportCase, CommerceError>;
  warranty(request: WarrantyRequest): ResultAsync<SupportCase, CommerceError>;
}

/** The support engineer's calls (issue 8 §4), authenticated by the support key, never a shopper's token. */
export interface SupportApi {
  order(orderNumber: string): ResultAsync<SupportOrder, CommerceError>;
  ordersByEmail(email: string): ResultAsync<{ orders: OrderSummary[] }, CommerceError>;
  ship(orderNumber: string, request: ShipOrderRequest): ResultAsync<Order, CommerceError>;
  deliver(orderNumber: string, request: DeliverOrderRequest): ResultAsync<Order, CommerceError>;
  receiveReturn(orderNumber: string, request: ReceiveReturnRequest): ResultAsync<Order, CommerceError>;
  trail(orderNumber: string): ResultAsync<BasketTrail, CommerceError>;
}
