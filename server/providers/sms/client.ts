// The SMS gateway client: POST {baseUrl}/messages {to, text} with a bearer token. The same code talks to a real gateway
// (SMS_GATEWAY_URL) and to the local sandbox (dev and tests), so it runs for real everywhere.
export type SmsMessage = { to: string; text: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };

export function createSmsClient(options: { baseUrl: () => string; token: string | null; timeoutMs?: number }): SmsSender {
  return {
    async send(message) {
      const res = await fetch(`${options.baseUrl()}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
