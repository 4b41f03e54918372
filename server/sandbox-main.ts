// The providers' local sandboxes (SMS gateway, QPay, Storepay, Pocket, e-barimt PosAPI) as a process of their own, so that
// production-mode store processes, which mount no sandbox, can be pointed at them as at the real providers (the cluster
// journey does). Never part of a store process: its own bundle (dist/server/sandbox-main.js), started by hand or by a
// test. It listens on 127.0.0.1 only, and every sandbox answers this machine only, as it does inside a demo store.
// Callbacks: QPay and Storepay call the URL the store sent with the invoice or loan; Pocket calls a fixed webhook, the
// store's PUBLIC_URL + POCKET_WEBHOOK_PATH.
import Fastify from 'fastify';
import { configOrExit, parseSandboxConfig } from './config';
import { registerErrorHandling } from './http/error-handler';
import { POCKET_WEBHOOK_PATH } from './modules/leasing/lender-adapters';
import { ebarimtSandbox } from './providers/ebarimt/sandbox';
import { mongolbankSandbox } from './providers/mongolbank/sandbox';
import { pocketSandbox } from './providers/pocket/sandbox';
import { qpaySandbox } from './providers/qpay/sandbox';
import { smsSandbox } from './providers/sms/sandbox';
import { storepaySandbox } from './providers/storepay/sandbox';

async function main() {
  const config = configOrExit(() => parseSandboxConfig());
  const app = Fastify({ logger: { level: config.logLevel } });
  registerErrorHandling(app);
  await app.register(smsSandbox);
  await app.register(qpaySandbox);
  await app.register(storepaySandbox);
  await app.register(pocketSandbox, { webhookUrl: () => (config.storeUrl ? `${config.storeUrl}${POCKET_WEBHOOK_PATH}` : null) });
  await app.register(ebarimtSandbox);
  await app.register(mongolbankSandbox);
  app.get('/readyz', async () => ({ status: 'ready' }));

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: '127.0.0.1', port: config.port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
