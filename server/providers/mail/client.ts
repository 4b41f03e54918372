// The mail client: SMTP through nodemailer, to the store's mail server (SMTP_URL) or, in a demo, development and tests,
// to the local SMTP sandbox (sandbox.ts) — the same code either way. SMTP knows no idempotency key: the message's
// Message-ID is made from the notice's key, so a message sent again after a crash (accepted, not yet recorded) carries
// the same id, which mail clients fold into one.
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string; key?: string };
/** The server's answer: the message's id and the server's reply line ("250 OK …"). */
export type MailAnswer = { id: string | null; status: string | null };
export type MailSender = { send(message: MailMessage): Promise<MailAnswer> };

/** `url`: smtp://user:pass@host:587 or smtps://…:465 (asked at each send: the sandbox's port is known once it listens). */
export function createMailClient(options: { url: () => string; from: string; timeoutMs?: number }): MailSender {
  let transport: { url: string; transporter: Transporter } | null = null;
  const transporterFor = (url: string) => {
    if (transport?.url !== url) {
      const timeout = options.timeoutMs ?? 10_000;
      const parsed = new URL(url);
      const secure = parsed.protocol === 'smtps:';
      transport = {
        url,
        transporter: nodemailer.createTransport({
          host: parsed.hostname,
          port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
          secure,
          ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        }),
      };
    }
    return transport.transporter;
  };
  return {
    async send(message) {
      const domain = /@([^>\s]+)>?$/.exec(options.from)?.[1] ?? 'localhost';
      try {
        const info = await transporterFor(options.url()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.key ? { messageId: `<${createHash('sha256').update(message.key).digest('hex').slice(0, 32)}@${domain}>` } : {}),
        });
        return { id: typeof info.messageId === 'string' ? info.messageId : null, status: typeof info.response === 'string' ? info.response.slice(0, 200) : null };
      } catch (err) {
        throw new Error(`mail server failed: ${(err as Error).message}`.slice(0, 1000));
      }
    },
  };
}
