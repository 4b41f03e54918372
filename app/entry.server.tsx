// Server rendering of a page. The store's loaders return all their data before rendering (nothing is deferred), so the
// page is rendered whole and sent as one body: a streamed render would reach the socket in hundreds of small writes,
// which cost more than they save here (measured in bench/speed.mjs).
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from 'react-router';
import { storeRedirect } from './lib/params';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/** A client navigation's data request that answers 404: the store's redirect rule, as React Router's own redirect. */
export async function handleDataRequest(response: Response, { request, context }: Parameters<HandleDataRequestFunction>[1]) {
  if (response.status !== 404) return response;
  return (await storeRedirect(request, context)) ?? response;
}

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // A page that is not there may have moved: the store's redirect rules answer first (app/lib/params.ts).
  if (status === 404) {
    const moved = await storeRedirect(request, loadContext);
    if (moved) return moved;
  }
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
