import type { SiteLanguage } from '@switchback/core';

/** The words of the generated documents, in each site language. */
export interface DocumentLabels {
  readonly invoice: string;
  readonly invoiceNumber: string;
  readonly orderNumber: string;
  readonly date: string;
  readonly seller: string;
  readonly taxId: string;
  readonly billingAddress: string;
  readonly shippingAddress: string;
  readonly item: string;
  readonly colour: string;
  readonly size: string;
  readonly qty: string;
  readonly unitPrice: string;
  readonly rowTotal: string;
  readonly subtotal: string;
  readonly shipping: string;
  readonly salesTax: string;
  /** VAT included in the prices, with its rate. */
  readonly vatIncluded: (rate: string) => string;
  readonly total: string;
  readonly payment: string;
  readonly cardEnding: (brand: string, last4: string) => string;
  readonly returnLabel: string;
  readonly returnNumber: string;
  readonly returnTo: string;
  readonly from: string;
  readonly itemsReturned: string;
  readonly returnInstructions: string;
}

export const DOCUMENT_LABELS: Readonly<Record<SiteLanguage, DocumentLabels>> = {
  en: {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    date: 'Date',
    seller: 'Seller',
    taxId: 'VAT number',
    billingAddress: 'Billing address',
    shippingAddress: 'Shipping address',
    item: 'Item',
    colour: 'Colour',
    size: 'Size',
    qty: 'Qty',
    unitPrice: 'Unit price',
    rowTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    salesTax: 'Sales tax',
    vatIncluded: (rate) => `Including VAT (${rate})`,
    total: 'Total',
    payment: 'Payment',
    cardEnding: (brand, last4) => `${brand} ending in ${last4}`,
    returnLabel: 'Return label',
    returnNumber: 'Return number',
    returnTo: 'Return to',
    from: 'From',
    itemsReturned: 'Items in this order',
    returnInstructions: 'Pack the items, stick this label on the parcel and hand it to the carrier.',
  },
  fr: {
    invoice: 'Facture',
    invoiceNumber: 'Numéro de facture',
    orderNumber: 'Numéro de commande',
    date: 'Date',
    seller: 'Vendeur',
    taxId: 'Numéro de TVA',
    billingAddress: 'Adresse de facturation',
    shippingAddress: 'Adresse de livraison',
    item: 'Article',
    colour: 'Couleur',
    size: 'Taille',
    qty: 'Qté',
    unitPrice: 'Prix unitaire',
    rowTotal: 'Total',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    salesTax: 'Taxe de vente',
    vatIncluded: (rate) => `Dont TVA (${rate})`,
    total: 'Total',
    payment: 'Paiement',
    cardEnding: (brand, last4) => `${brand} se terminant par ${last4}`,
    returnLabel: 'Étiquette de retour',
    returnNumber: 'Numéro de retour',
    returnTo: 'Retour à',
    from: 'Expéditeur',
    itemsReturned: 'Articles de la commande',
    returnInstructions: 'Emballez les articles, collez cette étiquette sur le colis et remettez-le au transporteur.',
  },
};
