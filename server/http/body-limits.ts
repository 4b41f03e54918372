// How much a request may send, by the way it comes in. The JSON API's limit is Fastify's own bodyLimit (its parser
// refuses a declared length over it before reading, and stops reading a chunked body at it). Pages are served by
// @mcansh/remix-fastify, which hands React Router the raw request stream, so Fastify's limit never applies there: the
// hook below refuses a page post by its declared length and type before a byte of it is read, and a page post that does
// not declare its length (chunked) is refused too: browsers always declare it, and only a declared length can be
// checked without reading. Node's HTTP parser never hands on more than the declared length.
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../core/app-error';
import { UPLOAD_FORM_LIMIT } from '../modules/leasing/read-upload-form';
import { MAX_PRICE_LIST_BYTES } from '../../core/price-list';

/** The JSON API's bodies. */
export const JSON_BODY_LIMIT = 256 * 1024;
/** A page's ordinary form (no files): the longest, the console's store settings, is a few KB even percent-encoded. */
export const FORM_BODY_LIMIT = 64 * 1024;
/**
 * A page's form with a file: the leasing statement (5 MB) or the bank statement CSV (5 MB) and the fields around it,
 * the same as nginx's client_max_body_size (deploy/nginx.conf). The file's own limit is its form's (a field message).
 */
export const UPLOAD_BODY_LIMIT = UPLOAD_FORM_LIMIT;

/** The price-list import (/console/products/import): a file of 100,000 rows and the multipart framing around it. */
export const PRICE_LIST_BODY_LIMIT = MAX_PRICE_LIST_BYTES + 1024 * 1024;

/** Pages whose upload form takes more than UPLOAD_BODY_LIMIT, by path (nginx gives them the same: deploy/nginx.conf). */
const LARGE_UPLOAD_PATHS: Record<string, number> = { '/console/products/import': PRICE_LIST_BODY_LIMIT };

/** What a page takes, by media type; anything else is refused. */
const PAGE_BODY_LIMITS: Record<string, number> = {
  'application/x-www-form-urlencoded': FORM_BODY_LIMIT,
  'text/plain': FORM_BODY_LIMIT,
  'multipart/form-data': UPLOAD_BODY_LIMIT,
};

/** The media type of a Content-Type header, lower-cased, without its parameters. */
type Closable = { header: (name: string, value: string) => unknown };

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

/**
 * onRequest hook of the pages' route: a post's body is refused by its declared type and length, before it is read: 415
 * for a type no page form sends, 411 without a declared length, 413 over the type's limit. The connection is closed
 * after the answer, so what the client is still sending is not read either.
 */
export async function limitPageBody(request: { method: string; url?: string; headers: IncomingHttpHeaders }, reply: Closable): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const length = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (!chunked && (length === undefined || Number(length) === 0)) return; // no body
  const type = mediaType(request.headers['content-type']);
  const path = (request.url ?? '').split('?')[0];
  const limit = type === 'multipart/form-data' && LARGE_UPLOAD_PATHS[path] ? LARGE_UPLOAD_PATHS[path] : PAGE_BODY_LIMITS[type];
  if (limit === undefined) refuse(reply, new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedFormType'));
  if (chunked || length === undefined) refuse(reply, new AppError('LENGTH_REQUIRED', 'lengthRequired'));
  if (Number(length) > limit) refuse(reply, new AppError('PAYLOAD_TOO_LARGE', 'bodyTooLarge'));
}

function refuse(reply: Closable, error: AppError): never {
  reply.header('connection', 'close');
  throw error;
}
