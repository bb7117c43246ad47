import { err, ok, type Result } from 'neverthrow';
import type { ContactCategories, SiteId } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';

/** A label in each site's language (en-us American English, en-gb British English, fr-fr French). */
type Labels = Readonly<Record<SiteId, string>>;

interface SubjectRow {
  readonly id: string;
  readonly label: Labels;
}

interface CategoryRow {
  readonly id: string;
  readonly label: Labels;
  readonly subjects: readonly SubjectRow[];
}

/**
 * The contact-us categories and their subjects (commerce-core §7 `contactus/categorySubject`): the one table, as data.
 * Ids are stable across languages (a case stores the ids; the storefront posts them back); only the labels differ.
 */
export const CONTACT_CATEGORIES: readonly CategoryRow[] = [
  {
    id: 'orders',
    label: { 'en-us': 'Orders', 'en-gb': 'Orders', 'fr-fr': 'Commandes' },
    subjects: [
      { id: 'delivery', label: { 'en-us': 'Shipping and delivery', 'en-gb': 'Delivery', 'fr-fr': 'Livraison' } },
      { id: 'order-status', label: { 'en-us': 'Order status', 'en-gb': 'Order status', 'fr-fr': 'Suivi de ma commande' } },
      { id: 'cancel', label: { 'en-us': 'Canceling an order', 'en-gb': 'Cancelling an order', 'fr-fr': 'Annuler une commande' } },
    ],
  },
  {
    id: 'returns',
    label: { 'en-us': 'Returns and refunds', 'en-gb': 'Returns and refunds', 'fr-fr': 'Retours et remboursements' },
    subjects: [
      { id: 'start-return', label: { 'en-us': 'Starting a return', 'en-gb': 'Starting a return', 'fr-fr': 'Effectuer un retour' } },
      { id: 'refund-status', label: { 'en-us': 'Refund status', 'en-gb': 'Refund status', 'fr-fr': 'Suivi de mon remboursement' } },
    ],
  },
  {
    id: 'products',
    label: { 'en-us': 'Products', 'en-gb': 'Products', 'fr-fr': 'Produits' },
    subjects: [
      { id: 'sizing', label: { 'en-us': 'Sizing and fit', 'en-gb': 'Sizing and fit', 'fr-fr': 'Tailles et coupe' } },
      { id: 'product-question', label: { 'en-us': 'A question about a product', 'en-gb': 'A question about a product', 'fr-fr': 'Une question sur un produit' } },
    ],
  },
  {
    id: 'account',
    label: { 'en-us': 'My account', 'en-gb': 'My account', 'fr-fr': 'Mon compte' },
    subjects: [
      { id: 'sign-in', label: { 'en-us': 'Signing in', 'en-gb': 'Signing in', 'fr-fr': 'Connexion' } },
      { id: 'personal-details', label: { 'en-us': 'Personal information', 'en-gb': 'Personal details', 'fr-fr': 'Informations personnelles' } },
    ],
  },
  {
    id: 'payment',
    label: { 'en-us': 'Payment and billing', 'en-gb': 'Payment', 'fr-fr': 'Paiement' },
    subjects: [
      { id: 'payment-declined', label: { 'en-us': 'My payment was declined', 'en-gb': 'My payment was declined', 'fr-fr': 'Mon paiement a été refusé' } },
      { id: 'invoice', label: { 'en-us': 'Invoices', 'en-gb': 'Invoices', 'fr-fr': 'Factures' } },
    ],
  },
  {
    id: 'website',
    label: { 'en-us': 'Website feedback', 'en-gb': 'Website feedback', 'fr-fr': 'Avis sur le site' },
    subjects: [
      { id: 'problem', label: { 'en-us': 'Report a problem', 'en-gb': 'Report a problem', 'fr-fr': 'Signaler un problème' } },
      { id: 'suggestion', label: { 'en-us': 'Suggest an improvement', 'en-gb': 'Suggest an improvement', 'fr-fr': 'Proposer une amélioration' } },
    ],
  },
];

/** The table as the categorySubject call answers it, in the site's language. */
export function contactCategoriesFor(site: SiteId): ContactCategories {
  return {
    categories: CONTACT_CATEGORIES.map((category) => ({
      id: category.id,
      label: category.label[site],
      subjects: category.subjects.map((subject) => ({ id: subject.id, label: subject.label[site] })),
    })),
  };
}

/** A category and one of its subjects, as the table has them (labels in every language, for the confirmation mail). */
export interface ContactTopic {
  readonly category: CategoryRow;
  readonly subject: SubjectRow;
}

/**
 * The topic a contact-us request names: an unknown category is a 400 naming `categoryId`; a subject that is not one
 * of that category's (even another category's) is a 400 naming `subjectId`.
 */
export function contactTopic(categoryId: string, subjectId: string): Result<ContactTopic, ApiFailure> {
  const category = CONTACT_CATEGORIES.find((row) => row.id === categoryId);
  if (category === undefined) return err({ type: 'InvalidRequest', field: 'categoryId', message: 'categoryId is not one of the contact categories' });
  const subject = category.subjects.find((row) => row.id === subjectId);
  if (subject === undefined) return err({ type: 'InvalidRequest', field: 'subjectId', message: `subjectId is not a subject of the category ${category.id}` });
  return ok({ category, subject });
}
