/**
 * The demo store's console login, written in the README, printed at start and shown on the console's login page of a
 * demo. Made at the first start of a demo store without ADMIN_USERNAME; a production store never has it.
 */
export const DEMO_STAFF = { username: 'demo', password: 'demo-console' } as const;
