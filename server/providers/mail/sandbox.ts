// The local mail sandbox: an SMTP server on this machine (loopback, a free port) that keeps what the store would have
// mailed, for development, demos and tests, and shows it at /__sandbox/mail (this machine only). The store's mail
// client talks SMTP to it exactly as to a real mail server.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { onlyThisMachine } from '../sandbox-support';
import { escapeHtml } from '../../../core/html';

export const MAIL_SANDBOX_PREFIX = '/__sandbox/mail';
type Kept = { to: string[]; subject: string; text: string; html: string; messageId: string | null; at: string };

/** Starts the SMTP server and its pages on `app`; answers its smtp:// address. Stops with the app. */
export async function startMailSandbox(app: FastifyInstance): Promise<string> {
  const inbox: Kept[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Zuuch mail sandbox',
    size: 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.unshift({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? null,
            at: new Date().toISOString(),
          });
          inbox.length = Math.min(inbox.length, 200);
          app.log.warn({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject }, 'mail sandbox: message not sent to a mailbox');
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));

  app.get(`${MAIL_SANDBOX_PREFIX}/messages.json`, { onRequest: onlyThisMachine }, async (request) => {
    const { to } = parse(z.object({ to: z.string().optional() }), request.query);
    return inbox.filter((m) => !to || m.to.includes(to));
  });
  app.get(MAIL_SANDBOX_PREFIX, { onRequest: onlyThisMachine }, async (_request, reply) => {
    const rows = inbox.map((m) => `<tr><td>${m.at}</td><td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.text)}</td></tr>`).join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Mail sandbox</title><style>body{font:15px system-ui;margin:2rem}td{padding:.3rem .8rem;border-bottom:1px solid #ddd;vertical-align:top;white-space:pre-wrap}</style><h1>Mail sandbox</h1><p>E-mails the store would have sent (newest first). Only this machine can see this page.</p><table>${rows}</table>`,
      );
  });
  return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}
