import type { ResultAsync } from 'neverthrow';
import type {
  DeviceFingerPrintRequest, DeviceFingerPrintResponse, OrderPaymentMethod, PlaceOrderResponse, ThreeDsChallengeRequest, ThreeDsChallengeResponse,
} from '../contract';
import type { CommerceError } from '../errors';

/** Issue 10 §3 (commerce-core §7 Cart): completing a 3-D Secure challenge and the device fingerprint. */
export interface PaymentApi {
  /**
   * PATCH order: the three-ds challenge's result for an order waiting for authentication. Success answers the placed
   * order; failure is PAYMENT_AUTHENTICATION_FAILED (the order was reset); an order not waiting,
   * ORDER_NOT_AWAITING_AUTHENTICATION.
   */
  patchOrder(orderNumber: string, paymentMethod: OrderPaymentMethod): ResultAsync<PlaceOrderResponse, CommerceError>;
  deviceFingerPrint(request: DeviceFingerPrintRequest): ResultAsync<DeviceFingerPrintResponse, CommerceError>;
}

/** The sandbox bank's 3-D Secure challenge (issue 10 §3; not a commerce API call): the shopper's decision → the signed result. */
export interface ThreeDsBank {
  challenge(authorisationId: string, request: ThreeDsChallengeRequest): ResultAsync<ThreeDsChallengeResponse, CommerceError>;
}
