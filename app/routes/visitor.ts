// What a page shows of its visitor, asked after hydration: pages themselves are the same for everyone and served from
// the page cache (server/http/page-cache.ts). Reading the visitor marks this answer personal (never kept, never shared);
// a first visit gets its user_token cookie here. Any action's revalidation asks again (app/lib/visitor.ts).
import type { Route } from './+types/visitor';
import { isDatabaseUnavailable } from '../../server/db/availability';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const store = await context.store();
    const customer = await context.customer();
    const owner = await context.cartOwner();
    const userToken = context.userToken;
    const [client, cartCount, likedIds] = await Promise.all([
      context.services.findClient(store._id, userToken),
      context.services.cartCount(store._id, owner),
      context.services.likedIds(store._id, owner),
    ]);
    return Response.json({
      // Only what the header needs of the logged-in shopper.
      account: customer ? { name: customer.displayName ?? customer.firstName ?? null } : null,
      cartCount,
      // Every liked product: cards and the product page press their hearts; the header counts them.
      likedIds,
      userToken,
      // Whether the store knows this browser (else the page registers it with the client call, spec §4).
      client: Boolean(client),
    } satisfies Visitor);
  } catch (err) {
    // The page stays usable without its personal bits (null: not known now, asked again after the next action); an
    // outage is logged once by the server, not here.
    if (!isDatabaseUnavailable(err)) context.log.error({ err }, 'the visitor could not be loaded');
    return Response.json(null);
  }
}

export type Visitor = {
  account: { name: string | null } | null;
  cartCount: number;
  likedIds: string[];
  userToken: string;
  client: boolean;
};
