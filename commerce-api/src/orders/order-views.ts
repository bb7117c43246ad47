import { allowedActions, type Clock, type Order } from '@switchback/core';

/**
 * An order as the API answers it: what the shopper may do with it now (`actions`), computed with core's lifecycle,
 * the Clock and the return window (EngineConfig.returnWindowDays) at every read; the stored document's copy is never
 * trusted for that.
 */
export class OrderViews {
  constructor(private readonly clock: Clock, private readonly returnWindowDays: number) {}

  present(order: Order): Order {
    return { ...order, actions: allowedActions(order, this.clock.now(), this.returnWindowDays) };
  }

  get windowDays(): number {
    return this.returnWindowDays;
  }
}
