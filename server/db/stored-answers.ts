/** The idempotency_keys row keeps the first answer's HTTP status, so a retry is answered exactly as the first call was. */
export const storedStatusOf = (created: boolean): number => (created ? 201 : 200);
export const createdByStatus = (status: number): boolean => status === 201;
