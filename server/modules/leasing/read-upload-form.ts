// A page action's form with a file, read with a limit: React Router hands the action the raw request body (Fastify's
// body limit does not apply there), so a body larger than the file limit plus the form's fields is never buffered.
// A slightly larger file is still read whole, so the form answers "File too big! Maximum: 5MB" on that field and keeps
// what was typed; a body beyond that is drained (up to a hard limit, so the browser gets the answer) and refused whole.
import { data } from 'react-router';
import { MAX_UPLOAD_BYTES } from './file-kind';

/** The file limit plus room for the other fields and the multipart framing. */
export const UPLOAD_FORM_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;
/** Beyond this the upload is cut off rather than drained. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

export type UploadForm = { form: FormData } | { tooLarge: true };

export async function readUploadForm(request: Request, limit = UPLOAD_FORM_LIMIT): Promise<UploadForm> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT) return { tooLarge: true };
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return { form: new FormData() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel();
      break;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return { tooLarge: true };
  // A body that is not a form (no boundary, garbage) is the caller's 415, not a 500 from deep inside the action.
  const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData().catch(() => null);
  if (!form) throw data(null, { status: 415 });
  return { form };
}
