// The SMS gateway client: POST {baseUrl}/messages {to, text} with a bearer token. The same code talks to a real gateway
// (SMS_GATEWAY_URL) and to the local sandbox (demo, development and tests), so it runs for real everywhere.
import type { FastifyBaseLogger } from 'fastify';

/**
 * `key`: the gateway's Idempotency-Key — a message sent again with the same key (a retry after a crash mid-send) is
 * answered as the first was and not delivered twice.
 */
export type SmsMessage = { to: string; text: string; key?: string };
/** The gateway's answer: its id of the message and its status. */
export type SmsAnswer = { id: string | number | null; status: string | null };
export type SmsSender = { send(message: SmsMessage): Promise<SmsAnswer> };

export function createSmsClient(options: { baseUrl: () => string; token: string | null; timeoutMs?: number; log?: Pick<FastifyBaseLogger, 'error'> }): SmsSender {
  return {
    async send(message) {
      // Whoever is on call needs the gateway's own answer; the number is shortened and the text (a code) left out.
      const failed = (detail: Record<string, unknown>) => {
        options.log?.error({ to: `${message.to.slice(0, -4)}****`, ...detail }, 'SMS gateway did not take the message');
        return new Error(`SMS gateway failed: ${JSON.stringify(detail)}`);
      };
      let res: Response;
      try {
        res = await fetch(`${options.baseUrl()}/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(message.key ? { 'idempotency-key': message.key } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw failed({ error: (err as Error).message, cause: String((err as Error).cause ?? '') || undefined });
      }
      if (!res.ok) throw failed({ status: res.status, answer: (await res.text().catch(() => '')).slice(0, 500) });
      const answer = (await res.json().catch(() => null)) as { id?: unknown; status?: unknown } | null;
      return {
        id: typeof answer?.id === 'string' || typeof answer?.id === 'number' ? answer.id : null,
        status: typeof answer?.status === 'string' ? answer.status : null,
      };
    },
  };
}
