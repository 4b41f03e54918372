// Every route of the spec's §2 table, with its layout and its route name (the route id).
// Routes whose feature belongs to a later issue render the store's "under construction" page.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const soon = 'routes/under-construction.tsx';

export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx', { id: 'index' }),
    route('faq', 'routes/faq.tsx', { id: 'faq' }),
    route('search', 'routes/search.tsx', { id: 'search' }),
    route('user', 'routes/user.tsx', { id: 'user' }),
    route('user/order', 'routes/user-orders.tsx', { id: 'user-order' }),
    route('wishlist', 'routes/wishlist.tsx', { id: 'wishlist' }),
    route('category', 'routes/category.tsx', { id: 'category' }),
    route('order', 'routes/cart.tsx', { id: 'order' }),
    route('order/review', 'routes/order-review.tsx', { id: 'order-review' }),
    route('order/:id', 'routes/order-detail.tsx', { id: 'order-id' }),
    route('order/:id/old', 'routes/order-old.tsx', { id: 'order-id-old' }),
    route('order/:id/cid', 'routes/order-cid.tsx', { id: 'order-id-cid' }),
    route('order/:id/complete', 'routes/order-complete.tsx', { id: 'order-id-complete' }),
    route('order/:id/delivery', 'routes/order-delivery.tsx', { id: 'order-id-delivery' }),
    route('order/:id/tracking', 'routes/order-tracking.tsx', { id: 'order-id-tracking' }),
    route('orderGuidance', 'routes/order-guidance.tsx', { id: 'orderGuidance' }),
    route('b/:slug', 'routes/brand.tsx', { id: 'b-slug' }),
    route('p/:slug', 'routes/product.tsx', { id: 'p-slug' }),
    route('media', 'routes/media.tsx', { id: 'media' }),
    route('media/:key', 'routes/media-article.tsx', { id: 'media-key' }),
    route('giftcard/:url', 'routes/giftcard.tsx', { id: 'giftcard-url' }),
    route('leasingRequest', 'routes/leasing-request.tsx', { id: 'leasingRequest' }),
    route('leasingRequest/:id', 'routes/leasing-request-id.tsx', { id: 'leasingRequest-id' }),
    route('help/cid', 'routes/help-cid.tsx', { id: 'help-cid' }),
    route('legal/terms', 'routes/legal.tsx', { id: 'legal-terms' }),
    route('legal/privacy', 'routes/legal.tsx', { id: 'legal-privacy' }),
    // The content editor's preview: what the form holds, unsaved, in the shop's own layout.
    route('console/content/preview', 'routes/console-content-preview.tsx', { id: 'console-content-preview' }),
    route('*', 'routes/content-page.tsx', { id: 'key' }),
  ]),
  layout('layouts/minimal.tsx', { id: 'layout-minimal' }, [
    route('join-us', soon, { id: 'join-us' }),
    route('join-us/:id', soon, { id: 'join-us-id' }),
    route('join-us/:id/form', soon, { id: 'join-us-id-form' }),
    route('about-us', 'routes/about-us.tsx', { id: 'about-us' }),
  ]),
  layout('layouts/empty.tsx', { id: 'layout-empty' }, [
    route('play', soon, { id: 'play' }),
    route('maintenance', 'routes/maintenance.tsx', { id: 'maintenance' }),
  ]),
  // The staff console: its own layout, every page behind a staff login (app/lib/console.ts).
  layout('layouts/console.tsx', { id: 'layout-console' }, [
    route('console', 'routes/console-home.tsx', { id: 'console' }),
    route('console/login', 'routes/console-login.tsx', { id: 'console-login' }),
    route('console/logout', 'routes/console-logout.tsx', { id: 'console-logout' }),
    route('console/orders', 'routes/console-orders.tsx', { id: 'console-orders' }),
    route('console/orders/:number', 'routes/console-order.tsx', { id: 'console-order' }),
    route('console/staff', 'routes/console-staff.tsx', { id: 'console-staff' }),
    route('console/settings', 'routes/console-settings.tsx', { id: 'console-settings' }),
    route('console/transfers', 'routes/console-transfers.tsx', { id: 'console-transfers' }),
    route('console/leasing', 'routes/console-leasing.tsx', { id: 'console-leasing' }),
    route('console/leasing/:id', 'routes/console-leasing-application.tsx', { id: 'console-leasing-application' }),
    route('console/leasing/:id/file', 'routes/console-leasing-file.tsx', { id: 'console-leasing-file' }),
    route('console/giftcards', 'routes/console-giftcards.tsx', { id: 'console-giftcards' }),
    route('console/products/import', 'routes/console-products-import.tsx', { id: 'console-products-import' }),
    route('console/products/export.csv', 'routes/console-products-export.tsx', { id: 'console-products-export-csv' }),
    route('console/products/export.xlsx', 'routes/console-products-export.tsx', { id: 'console-products-export-xlsx' }),
    // The product editor (":id" is "new" for a new product); its pictures have their own page.
    route('console/products/:id/pictures', 'routes/console-product-pictures.tsx', { id: 'console-product-pictures' }),
    route('console/products/:id', 'routes/console-product.tsx', { id: 'console-product' }),
    route('console/products', 'routes/console-products.tsx', { id: 'console-products' }),
    route('console/pricing', 'routes/console-pricing.tsx', { id: 'console-pricing' }),
    route('console/audit', 'routes/console-audit.tsx', { id: 'console-audit' }),
    // Store content: the list, the editor (":id" is "new" for a new entry) and its picture uploads.
    route('console/content', 'routes/console-content.tsx', { id: 'console-content' }),
    route('console/content/images', 'routes/console-content-images.tsx', { id: 'console-content-images' }),
    route('console/content/:id', 'routes/console-content-entry.tsx', { id: 'console-content-entry' }),
    route('console/redirects', 'routes/console-redirects.tsx', { id: 'console-redirects' }),
    route('console/blocks', 'routes/console-blocks.tsx', { id: 'console-blocks' }),
    route('console/categories', 'routes/console-categories.tsx', { id: 'console-categories' }),
    route('console/brands', 'routes/console-brands.tsx', { id: 'console-brands' }),
    route('console/bundles', 'routes/console-bundles.tsx', { id: 'console-bundles' }),
    route('console/stock', 'routes/console-stock.tsx', { id: 'console-stock' }),
  ]),
] satisfies RouteConfig;
