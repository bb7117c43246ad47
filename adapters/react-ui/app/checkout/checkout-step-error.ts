import type { CheckoutRequirement, CheckoutStepError, CheckoutStepId } from '@switchback/core';

const REQUIREMENT_TEXT: Readonly<Record<CheckoutRequirement, string>> = {
  shippingAddress: 'a shipping address',
  shippingMethod: 'a shipping method',
  billingAddress: 'a billing address',
  payment: 'a payment card',
};

const STEP_TEXT: Readonly<Record<CheckoutStepId, string>> = { shipping: 'shipping', billing: 'billing', summary: 'summary' };

/** Why the checkout step machine refused a move, as the shopper reads it. */
export function checkoutStepErrorText(error: CheckoutStepError): string {
  switch (error.type) {
    case 'StepIncomplete':
      return `Before you continue, please add ${error.missing.map((requirement) => REQUIREMENT_TEXT[requirement]).join(' and ')}.`;
    case 'StepLocked':
      return `Please complete the ${STEP_TEXT[error.blockedBy]} step first.`;
    case 'EventNotAllowed':
      return `That is not possible from the ${STEP_TEXT[error.step]} step.`;
    default: {
      const unknown: never = error;
      throw new Error(`unmapped checkout step error ${JSON.stringify(unknown)}`);
    }
  }
}
