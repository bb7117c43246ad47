/** §3 Auth: the fields the sign-in answer carries that these rules read. */
export interface AuthSummary {
  readonly consumerNo?: string;
  /** Includes EMPLOYEE (§3, §6). */
  readonly consumerType?: string;
  readonly memberId?: string;
  readonly refreshToken?: string;
  readonly basketId?: string;
  readonly favorites?: { readonly favoriteId?: string; readonly favStoreId?: string };
  readonly isEmployeeDiscountTCAccepted?: boolean;
}

export const EMPLOYEE_CONSUMER_TYPE = 'EMPLOYEE';

/** §6: an employee is a consumer of type EMPLOYEE. */
export const isEmployee = (auth: Pick<AuthSummary, 'consumerType'>): boolean => auth.consumerType === EMPLOYEE_CONSUMER_TYPE;

/** §4 login: if an employee has not accepted the discount terms, the employee terms dialog opens. */
export const needsEmployeeTerms = (auth: Pick<AuthSummary, 'consumerType' | 'isEmployeeDiscountTCAccepted'>): boolean =>
  isEmployee(auth) && auth.isEmployeeDiscountTCAccepted !== true;
