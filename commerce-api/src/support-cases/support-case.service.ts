import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock, ContactCategories, ContactUsRequest, Order, SiteId, SupportCase, WarrantyRequest } from '@switchback/core';
import type { BotDefence } from '../bot-defence/bot-defence';
import type { OrderRepository } from '../checkout/order.repository';
import type { ApiFailure } from '../errors/api-failure';
import type { Mailer } from '../mail/mailer.port';
import type { IdGenerator } from '../platform/random-id';
import { contactCategoriesFor, contactTopic } from './contact-categories';
import { contactConfirmationMail, warrantyConfirmationMail } from './support-case-mail';
import type { SupportCaseRepository, SupportCaseRow } from './support-case.repository';

/** Who opens a case: the principal of the token (guest or registered consumer), the site, the client the limits count. */
export interface CaseCaller {
  readonly customerId: string;
  readonly kind: 'guest' | 'registered';
  readonly site: SiteId;
  readonly ip: string;
}

/** Draws of a case number before giving up (10 digits: a second draw is already a one-in-ten-billion event). */
const CASE_NUMBER_ATTEMPTS = 5;

type NewCase = Omit<SupportCaseRow, 'caseNumber' | 'createdAt'>;

/**
 * Support cases (issue 8): contact us and warranty claims. A case names an order only if the caller may see it —
 * theirs, or one whose e-mail they give —; any other order is ORDER_NOT_FOUND, whoever's it is, and no case is made.
 */
export class SupportCaseService {
  constructor(
    private readonly cases: SupportCaseRepository,
    private readonly orders: OrderRepository,
    private readonly bots: BotDefence,
    private readonly mailer: Mailer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  categories(site: SiteId): ContactCategories {
    return contactCategoriesFor(site);
  }

  contactUs(caller: CaseCaller, body: ContactUsRequest): ResultAsync<SupportCase, ApiFailure> {
    const topic = contactTopic(body.categoryId, body.subjectId);
    if (topic.isErr()) return errAsync(topic.error);
    const { category, subject } = topic.value;
    return this.bots.check(body.recaptcha_response, 'contactus', caller.ip)
      .andThen(() => (body.orderNumber === undefined ? okAsync(undefined) : this.visibleOrder(caller, body.orderNumber, body.email)))
      .andThen(() => this.open({
        kind: 'CONTACT', ...this.person(caller, body), categoryId: category.id, subjectId: subject.id, message: body.message,
        orderNumber: body.orderNumber ?? null, upc: null,
      }))
      .andThen((opened) => this.mailer.send(contactConfirmationMail(body.email.toLowerCase(), body.firstName, caller.site, opened.caseNumber,
        `${category.label[caller.site]} — ${subject.label[caller.site]}`)).map(() => opened));
  }

  warranty(caller: CaseCaller, body: WarrantyRequest): ResultAsync<SupportCase, ApiFailure> {
    return this.bots.check(body.recaptcha_response, 'warranty', caller.ip)
      .andThen(() => this.visibleOrder(caller, body.orderNumber, body.email))
      .andThen((order) => {
        const line = order.items.find((item) => item.upc === body.upc);
        if (line === undefined) return errAsync<SupportCase, ApiFailure>({ type: 'InvalidRequest', field: 'upc', message: 'upc is not a line of this order' });
        return this.open({
          kind: 'WARRANTY', ...this.person(caller, body), categoryId: null, subjectId: null, message: body.description,
          orderNumber: order.orderNumber, upc: line.upc,
        }).andThen((opened) => this.mailer.send(warrantyConfirmationMail(body.email.toLowerCase(), body.firstName, caller.site, opened.caseNumber,
          `${line.name} (${line.colorName}, ${line.size})`, order.orderNumber)).map(() => opened));
      });
  }

  /** The caller's own order with this number, else the order with this number and e-mail (any case); else not found. */
  private visibleOrder(caller: CaseCaller, orderNumber: string, email: string): ResultAsync<Order, ApiFailure> {
    return ResultAsync.fromSafePromise((async () =>
      (await this.orders.byNumber(caller.customerId, orderNumber)) ?? (await this.orders.byNumberAndEmail(orderNumber, email)))())
      .andThen((order) => (order === undefined ? errAsync<Order, ApiFailure>({ type: 'OrderNotFound' }) : okAsync(order)));
  }

  private person(caller: CaseCaller, body: { email: string; firstName: string; lastName: string }) {
    return {
      siteId: caller.site, principalId: caller.customerId, principalKind: caller.kind,
      email: body.email.toLowerCase(), firstName: body.firstName, lastName: body.lastName,
    } as const;
  }

  /** Stores the case under a fresh number (drawn again on the rare clash: the database keeps numbers unique). */
  private open(fields: NewCase): ResultAsync<SupportCase, ApiFailure> {
    const createdAt = this.clock.now().toISOString();
    return ResultAsync.fromSafePromise((async () => {
      for (let attempt = 0; attempt < CASE_NUMBER_ATTEMPTS; attempt += 1) {
        const caseNumber = this.ids.caseNumber();
        if (await this.cases.insert({ ...fields, caseNumber, createdAt })) return caseNumber;
      }
      return undefined;
    })()).andThen((caseNumber) => (caseNumber === undefined
      ? errAsync<SupportCase, ApiFailure>({ type: 'Internal' })
      : okAsync<SupportCase, ApiFailure>({ caseNumber, createdAt })));
  }
}
