/**
 * A part of "everything we hold on the consumer" (retrieveUserData) that another area keeps: favorites, saved for
 * later… Each area registers one source in the composition root; its answer appears under `lists[name]`.
 */
export interface UserDataSource {
  readonly name: string;
  collect(customerId: string): Promise<unknown>;
}
