// /console/content/images (POST, multipart, field "image"): a picture for the content editor, kept by saveImage in the
// widths pages use. Answers JSON for the editor: { id, width, height, variants }, or { error } in the page's language
// (too big, not a picture) with its status. Staff of the content area only.
import type { Route } from './+types/console-content-images';
import { translator } from '../../core/i18n';
import { checkFormText } from '../../server/http/clean-text';
import { MAX_IMAGE_BYTES } from '../../server/modules/images/save-image';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import { consoleActionError, requireArea } from '../lib/console';

const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export async function loader() {
  return new Response(null, { status: 405, headers: { ...headers, Allow: 'POST' } });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'content');
  const lang = await context.lang();
  // The picture's limit plus room for the multipart framing; a larger body is refused whole, as "too big".
  const read = await readUploadForm(request, MAX_IMAGE_BYTES + 64 * 1024);
  if ('tooLarge' in read) return Response.json({ error: translator(lang)('validation.fileTooBig') }, { status: 413, headers });
  try {
    const form = checkFormText(read.form);
    const file = form.get('image');
    const bytes = typeof file === 'object' && file !== null && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    if (!bytes) return Response.json({ error: translator(lang)('validation.imageType') }, { status: 400, headers });
    return Response.json(await context.services.saveContentImage(staff.storeId, bytes, staff.id), { headers });
  } catch (err) {
    const failure = consoleActionError(err, lang, context.requestId);
    return Response.json({ error: failure.fields.image ?? failure.message }, { status: failure.status, headers });
  }
}
