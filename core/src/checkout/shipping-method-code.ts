/** §5 shipping method codes. */
export type ShippingMethodKind = 'pickup' | 'ship-to-store' | 'digital' | 'customs' | 'home-delivery';

const KIND_OF_CODE: Readonly<Record<string, ShippingMethodKind>> = {
  pickup: 'pickup',
  pudo: 'pickup',
  sts: 'ship-to-store',
  digital: 'digital',
  customs: 'customs',
};

/** §5: pickup and pudo are pickup; sts is ship to store; digital is digital product; customs; all others are home delivery. */
export function shippingMethodKind(code: string): ShippingMethodKind {
  const key = code.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(KIND_OF_CODE, key) ? KIND_OF_CODE[key]! : 'home-delivery';
}

export const isPickupMethod = (code: string): boolean => shippingMethodKind(code) === 'pickup';
