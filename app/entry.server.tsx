// Server rendering of a page. The store's loaders return all their data before rendering (nothing is deferred), so the
// page is rendered whole and sent as one body: a streamed render would reach the socket in hundreds of small writes,
// which cost more than they save here (measured in bench/catalog.mjs).
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { status: failed ? 500 : status, headers }));
        callback();
      },
    });
    // This response's CSP nonce, for React Router's inline scripts and any other the page renders.
    const nonce = loadContext.cspNonce;
    const page = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
