// GET /images/<uuid>.webp: a picture staff uploaded, in one of its kept widths (core/images.ts imageUrl). A name never
// changes its bytes (every upload gets new names), so browsers and CDNs keep it for a year without asking again.
import type { Services } from '../../services';
import type { ApiApp } from '../../http/api-docs';

export async function imageRoutes(app: ApiApp, { services }: { services: Services }) {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const { bytes } = await services.readImageFile(request.params.file);
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
