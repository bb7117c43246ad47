/** Product sets and back-in-stock requests (issue 11) over the upstream. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the merchandising work
export interface MerchandisingApi {}
