// What a production store needs at least (STORE_MODE=production refuses to start without these), for tests of that mode.
export const PRODUCTION_ENV = { STORE_MODE: 'production', PUBLIC_URL: 'https://shop.example', SMS_GATEWAY_URL: 'https://sms.example' } as const;
