// Each signed-in area's root URL, shared by the app's paths and the links the server writes (receipts, renewals).
export const AREA_ROOTS = { member: '/member', gym_owner: '/gym_owner' } as const;
