// "Buy for me" over the API: the estimate of a pasted product link. Each preview may fetch a page from the internet,
// so an address gets 20 a minute (in this process's memory, like the beacon's limits).
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { ESTIMATE_KINDS, type EstimateKind } from '../../../core/buy-for-me';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { createWindowLimiter } from '../tracking/window-limiter';

export const previewBody = z.object({
  url: z.string().trim().min(1).max(2_000),
  kind: z.enum(Object.keys(ESTIMATE_KINDS) as [EstimateKind, ...EstimateKind[]]).default('other'),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});

export const PREVIEWS_PER_MINUTE = 20;

export async function buyForMeRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'buy for me');
  const byAddress = createWindowLimiter(PREVIEWS_PER_MINUTE, 60_000);
  app.post('/api/v1/buy-for-me/preview', { schema: { summary: 'What a marketplace product link is and its estimate in tugrik', body: previewBody } }, async (request) => {
    if (!byAddress.take(request.ip)) throw new AppError('RATE_LIMITED', undefined, { retryAfter: 60 });
    const store = await services.getStoreSettings();
    return services.previewLink({ storeId: store._id, ...request.body });
  });
}
