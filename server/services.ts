// The domain services bound to one database. API routes and React Router loaders both call these, in-process.
import type { Language } from '../core/i18n';
import type { RichDoc } from '../core/rich-text';
import { createTopicCaches, type CacheTopic } from './cache';
import type { Config } from './config';
import type { Db } from './db/client';
import { getBrand } from './modules/catalog/get-brand';
import { getProduct } from './modules/catalog/get-product';
import { getBrandLogo, getProductImage } from './modules/catalog/get-product-image';
import { listCategoryTree } from './modules/catalog/list-categories';
import { brandsOf, categoryScope, listProducts, listingIndex, type CatalogLookups, type Facets, type ListOptions } from './modules/catalog/list-products';
import type { ProductQuery } from './modules/catalog/schemas';
import { listSitemapProducts, renderPagesSitemap, renderProductsSitemap, renderSitemapIndex } from './modules/catalog/sitemap';
import { suggest } from './modules/catalog/suggest';
import { deleteSynonym, listSynonyms, saveSynonym, storeSynonyms } from './modules/catalog/search-synonyms';
import { createSearchRecorder, searchReport, type SearchEvent } from './modules/catalog/search-analytics';
import { createVisitRecorder } from './modules/tracking/record-visits';
import { ensurePartitions } from './modules/tracking/partitions';
import { visitorReport } from './modules/tracking/visitor-report';
import type { VisitorQuery } from './modules/tracking/console-schemas';
import type { VisitorRecord } from '../core/visitor-record';
import { findClient, getOrCreateClient } from './modules/clients/get-or-create-client';
import { getContentPage } from './modules/content/get-content-page';
import { listPageBlocks } from './modules/content/page-blocks';
import { resolveDocRefs } from './modules/content/resolve-refs';
import { readImageFile } from './modules/images/read-image';
import { articleTopics, getArticle, latestArticles, listArticles, relatedArticles, type ArticleQuery } from './modules/content/articles';
import { deleteAddress, listAddresses, saveAddress, setMainAddress } from './modules/accounts/addresses';
import { changePhone } from './modules/accounts/change-phone';
import { addBundleToCart, addProductToCart, addToCart, cartCount, readCart, setBundleQuantity, setCartQuantity, type CartOwner } from './modules/cart/cart';
import { likedIds, listWishlist, moveLikedToCart, setLiked, wishlistCount } from './modules/cart/wishlist';
import { logInWithCode } from './modules/accounts/log-in';
import { updateProfile } from './modules/accounts/profile';
import type { AddressInput, MessageChoice, ProfileUpdate } from './modules/accounts/schemas';
import { requestCode } from './modules/accounts/one-time-codes';
import { endSession, sessionCustomer } from './modules/accounts/sessions';
import type { OidcClient } from './providers/google/client';
import type { SmsSender } from './providers/sms/client';
import type { MailSender } from './providers/mail/client';
import { sendDueNotifications } from './modules/notifications/send-notifications';
import { failedMessageCount, listMessages, orderMessages, sendMessageAgain } from './modules/notifications/message-log';
import { previewValues, saveSendsLatin, saveTemplates, sendsLatin, storeTemplates } from './modules/notifications/templates';
import { remindUnpaidOrders } from './modules/orders/remind-unpaid-orders';
import type { Ebarimt } from './providers/ebarimt/from-config';
import { getReceipt, getShopperReceipt } from './modules/receipts/get-receipt';
import { retryOrderReceipt } from './modules/receipts/retry-receipt';
import { finishGoogleLogin, startGoogleLogin } from './modules/accounts/google-login';
import { listLocations } from './modules/locations/list-locations';
import { listShippingTypes } from './modules/shipping/list-shipping-types';
import { getStoreSettings } from './modules/store/get-store-settings';
import type { StoreSettingsInput } from './modules/store/schemas';
import { updateStoreSettings } from './modules/store/update-store-settings';
import { describeAddress, readCheckout, saveCheckout } from './modules/orders/checkout';
import { expireUnpaidOrders } from './modules/orders/expire-unpaid-orders';
import { findOrder, getOrderForShopper, getOrderForStaff } from './modules/orders/get-order';
import { listShopperOrders } from './modules/orders/list-shopper-orders';
import { placeOrder } from './modules/orders/place-order';
import { recordShippingStage } from './modules/orders/record-shipping-stage';
import { transitionOrder } from './modules/orders/transition-order';
import { chooseDelivery } from './modules/orders/choose-delivery';
import { setReceiptTarget } from './modules/orders/set-receipt-target';
import type { Viewer } from '../core/permissions';
import { AppError } from '../core/app-error';
import type { PaymentProvider } from './db/schema';
import type { PaymentAdapter } from './modules/payments/adapter';
import { openAttempt, paymentStatus } from './modules/payments/payment-status';
import { checkOrderPayments, unansweredPaymentCheck } from './modules/payments/check-attempt';
import { reconcilePayments } from './modules/payments/reconcile-payments';
import { recordPayment } from './modules/payments/record-payment';
import { assignBankTransfer, importStatement, listBankTransfers, recordBankTransfer } from './modules/payments/bank-transfers';
import { listRefunds, listRefundsOwed, recordRefund, type RefundInput } from './modules/payments/refunds';
import { buyForMeServices } from './modules/buy-for-me/bind-buy-for-me';
import type { PageFetcher, PictureFetcher } from './providers/marketplace/from-config';
import { startPayment } from './modules/payments/start-payment';
import { attemptForCallback, verifyAttempt } from './modules/payments/verify-attempt';
import { createLoginLimiter } from './modules/console/login-limiter';
import { listConsoleOrders } from './modules/console/list-orders';
import { logInStaff, type StaffLoginInput } from './modules/console/log-in-staff';
import { moveOrder, recordStage } from './modules/console/move-order';
import type { OrderListQuery, StaffInput } from './modules/console/schemas';
import { listStaff, saveStaff, updateStaffAccess } from './modules/console/staff-accounts';
import { endStaffSession, sessionStaff } from './modules/console/staff-sessions';
import { checkGiftCard } from './modules/giftcards/check-gift-card';
import { deactivateGiftCard } from './modules/giftcards/deactivate-gift-card';
import { findGiftCardByUrl } from './modules/giftcards/find-gift-card';
import type { Wanted } from './modules/giftcards/gift-card-rules';
import { issueGiftCard } from './modules/giftcards/issue-gift-card';
import { listGiftCards } from './modules/giftcards/list-gift-cards';
import { payWithGiftCard, redeemGiftCard } from './modules/giftcards/redeem-gift-card';
import type { GiftCardListQuery } from './modules/giftcards/schemas';
import { leasingServices } from './modules/leasing/bind-leasing';
import { surveyServices } from './modules/survey/bind-survey';
import { careersServices } from './modules/careers/bind-careers';
import { careersConsoleServices } from './modules/careers/bind-careers-console';
import { productPictureServices } from './modules/products/bind-product-pictures';
import { priceListServices } from './modules/products/bind-price-list';
import { pricingServices } from './modules/pricing/bind-pricing';
import type { MongolbankClient } from './providers/mongolbank/client';
import { productEditorServices } from './modules/products/bind-product-editor';
import { catalogStructureServices } from './modules/catalog-structure/bind-catalog-structure';
import { productListServices } from './modules/products/bind-product-list';
import { auditServices } from './modules/audit/bind-audit';
import type { AuditActor } from './modules/audit/record-audit';
import { stockServices } from './modules/stock/bind-stock';
import { seasonServices } from './modules/store/bind-season';
import { listEntries } from './modules/content/list-entries';
import { getEntry, listRevisions, restoreRevision } from './modules/content/revisions';
import { saveEntry } from './modules/content/save-entry';
import type { EntryInput, EntryListQuery } from './modules/content/schemas';
import { findImages, saveImage } from './modules/images/save-image';
import type { FileStorage } from './storage/file-storage';
import { listFaq } from './modules/content/faq';
import { currentLegalVersion, getLegalDocument } from './modules/content/legal';
import type { LegalKey } from '../core/content';
import { deleteRedirect, listRedirects, redirectRules, saveRedirect, type RedirectInput } from './modules/content/edit-redirects';
import { addBlock, blockPageExists, listBlockPages, listEditableBlocks, moveBlock, removeBlock, setBlockActive, updateBlock, type BlockMove } from './modules/content/edit-page-blocks';

export function createServices(
  db: Db,
  config: Pick<Config, 'storeName'> & Partial<Pick<Config, 'visitKeepDays'>>,
  providers: { sms: SmsSender; mail?: MailSender | null; google: OidcClient; payments?: Partial<Record<PaymentProvider, PaymentAdapter>>; ebarimt?: Ebarimt | null; storage?: FileStorage; officialRates?: MongolbankClient | null; pages?: PageFetcher | null; pictures?: PictureFetcher | null },
  /** Tells the other processes on this database that a topic changed (Database.notify); services made for one test need none. */
  notify: (topic: CacheTopic) => Promise<void> = async () => {},
) {
  const adapters = providers.payments ?? {};
  // What carries the notification outbox: without a mail server, e-mail notices are recorded as not sent (`skipped`).
  const senders = { sms: providers.sms, mail: providers.mail ?? null };
  const adapterFor = (provider: PaymentProvider) => {
    const adapter = adapters[provider];
    if (!adapter) throw new AppError('CONFLICT', 'orderError');
    return adapter;
  };
  // This app's caches by topic (server/cache.ts); the app clears them on what any process publishes.
  const caches = createTopicCaches();
  /** A change staff made has committed: this process forgets the topic's answers at once, the others when told. */
  const publishChange = async (topic: CacheTopic) => {
    caches.clear(topic);
    await notify(topic);
  };
  const facetCache = caches.cache<Facets>('catalog', 60_000);
  // A category's subtree and the store's brands, which every listing looks up and staff change seldom (publishing 'catalog').
  const lookups: CatalogLookups = {
    categoryScope: caches.remember('catalog', 60_000, (storeId: string, slug: string) => categoryScope(db, storeId, slug)),
    brandsOf: caches.remember('catalog', 60_000, (storeId: string) => brandsOf(db, storeId)),
    synonymsOf: caches.remember('catalog', 60_000, (storeId: string) => storeSynonyms(db, storeId)),
  };
  // A product sitemap's rows, an hour (a sitemap without PUBLIC_URL names this request's host, which is not kept).
  const sitemapProducts = caches.remember('catalog', 3_600_000, (storeId: string, part: number) => listSitemapProducts(db, storeId, part));
  const storeSettings = caches.remember('store', 30_000, (storeName: string) => getStoreSettings(db, storeName));
  /** A content edit's answer once it committed and its change is published. */
  const afterContentEdit = async <T>(edit: Promise<T>): Promise<T> => {
    const done = await edit;
    await publishChange('content');
    return done;
  };
  // Failed staff logins, counted in the database for every process (console/login-limiter.ts).
  const staffLogins = createLoginLimiter(db);
  const searches = createSearchRecorder(db);
  const visitKeepDays = config.visitKeepDays ?? 30;
  const visits = createVisitRecorder(db, { keepDays: visitKeepDays });
  return {
    storeName: config.storeName,
    caches,
    publishChange,
    getStoreSettings: (storeName: string = config.storeName) => storeSettings(storeName),
    /** The store's settings from the database itself, not the cache: whether the store answers again, what staff edit. */
    readStoreSettings: () => getStoreSettings(db, config.storeName),
    saveStoreSettings: async (storeId: string, input: StoreSettingsInput, staff: AuditActor) => {
      await updateStoreSettings(db, storeId, input, staff);
      await publishChange('store');
    },
    findClient: (storeId: string, userToken: string) => findClient(db, { storeId, userToken }),
    getOrCreateClient: (storeId: string, userToken: string) => getOrCreateClient(db, { storeId, userToken }),
    // Locations are reference data that only a migration or the seed changes: kept until the process is told otherwise.
    listLocations: caches.remember('locations', Infinity, () => listLocations(db)),
    listShippingTypes: caches.remember('shipping', 60_000, (storeId: string) => listShippingTypes(db, storeId)),
    listCategoryTree: caches.remember('catalog', 60_000, (storeId: string, lang: Language) => listCategoryTree(db, storeId, lang)),
    listProducts: (storeId: string, lang: Language, query: ProductQuery, options?: ListOptions) => listProducts(db, storeId, lang, query, { ...options, facetCache, lookups }),
    /** Brings the listing index up to date (the first call reads the whole catalog). */
    readListings: () => listingIndex(db).fresh(),
    // A page's blocks are content, and their rails and cards show products.
    listPageBlocks: caches.remember(['content', 'catalog'], 30_000, (storeId: string, page: string, lang: Language) => listPageBlocks(db, storeId, page, lang)),
    getProduct: (storeId: string, slug: string, lang: Language) => getProduct(db, storeId, slug, lang),
    getBrand: (storeId: string, slug: string, lang: Language) => getBrand(db, storeId, slug, lang),
    suggest: (storeId: string, lang: Language, q: string) => suggest(db, storeId, lang, q, lookups),
    renderSitemapIndex: (storeId: string, origin: string) => renderSitemapIndex(db, storeId, origin),
    renderPagesSitemap: (storeId: string, origin: string) => renderPagesSitemap(db, storeId, origin),
    renderProductsSitemap: async (storeId: string, origin: string, part: number) => renderProductsSitemap(await sitemapProducts(storeId, part), origin),
    getProductImage: (storeId: string, slug: string, view: 1 | 2 | 3) => getProductImage(db, storeId, slug, view),
    getBrandLogo: (storeId: string, slug: string) => getBrandLogo(db, storeId, slug),
    getContentPage: (storeId: string, key: string) => getContentPage(db, storeId, key),
    /** A document's pictures and product cards (live prices and stock: not cached). */
    resolveDocRefs: (storeId: string, lang: Language, docs: RichDoc[]) => resolveDocRefs(db, storeId, lang, docs),
    /** A kept width of an uploaded picture by its file name ("<uuid>.webp"); NOT_FOUND for anything else. */
    readImageFile: (file: string) => readImageFile(providers.storage, file),
    // The media blog: a scheduled article becomes public at its time with no change published, so answers live 30 s at most.
    listArticles: caches.remember('content', 30_000, (storeId: string, lang: Language, query: ArticleQuery) => listArticles(db, storeId, lang, query)),
    getArticle: caches.remember('content', 30_000, (storeId: string, key: string, lang: Language) => getArticle(db, storeId, key, lang)),
    relatedArticles: caches.remember('content', 30_000, (storeId: string, article: { key: string; category: string | null; tags: string[] }, lang: Language) =>
      relatedArticles(db, storeId, article, lang),
    ),
    articleTopics: caches.remember('content', 30_000, (storeId: string) => articleTopics(db, storeId)),
    latestArticles: caches.remember('content', 30_000, (storeId: string, lang: Language, limit: number) => latestArticles(db, storeId, lang, limit)),
    requestLoginCode: (input: Parameters<typeof requestCode>[2]) => requestCode(db, providers.sms, input),
    logInWithCode: (input: Parameters<typeof logInWithCode>[1]) => logInWithCode(db, input),
    sessionCustomer: (token: string | undefined) => sessionCustomer(db, token),
    endSession: (token: string) => endSession(db, token),
    updateProfile: (customerId: string, input: ProfileUpdate | MessageChoice) => updateProfile(db, customerId, input),
    changePhone: (input: Parameters<typeof changePhone>[1]) => changePhone(db, input),
    startGoogleLogin: (input: Parameters<typeof startGoogleLogin>[2]) => startGoogleLogin(db, providers.google, input),
    finishGoogleLogin: (input: Parameters<typeof finishGoogleLogin>[2]) => finishGoogleLogin(db, providers.google, input),
    listAddresses: (customerId: string, lang: Language) => listAddresses(db, customerId, lang),
    saveAddress: (customerId: string, id: string | null, input: AddressInput) => saveAddress(db, customerId, id, input),
    setMainAddress: (customerId: string, id: string) => setMainAddress(db, customerId, id),
    deleteAddress: (customerId: string, id: string) => deleteAddress(db, customerId, id),
    readCart: (storeId: string, owner: CartOwner, lang: Language) => readCart(db, storeId, owner, lang),
    cartCount: (storeId: string, owner: CartOwner) => cartCount(db, storeId, owner),
    addToCart: (storeId: string, owner: CartOwner, variantId: string, quantity: number) => addToCart(db, storeId, owner, variantId, quantity),
    setCartQuantity: (storeId: string, owner: CartOwner, variantId: string, quantity: number) => setCartQuantity(db, storeId, owner, variantId, quantity),
    addProductToCart: (storeId: string, owner: CartOwner, productId: string, quantity: number) => addProductToCart(db, storeId, owner, productId, quantity),
    addBundleToCart: (storeId: string, owner: CartOwner, input: Parameters<typeof addBundleToCart>[3], lang: Language) => addBundleToCart(db, storeId, owner, input, lang),
    setBundleQuantity: (storeId: string, owner: CartOwner, lineId: string, quantity: number, lang: Language) => setBundleQuantity(db, storeId, owner, lineId, quantity, lang),
    listWishlist: (storeId: string, owner: CartOwner, lang: Language) => listWishlist(db, storeId, owner, lang),
    likedIds: (storeId: string, owner: CartOwner) => likedIds(db, storeId, owner),
    setLiked: (storeId: string, owner: CartOwner, productId: string, liked: boolean) => setLiked(db, storeId, owner, productId, liked),
    wishlistCount: (storeId: string, owner: CartOwner) => wishlistCount(db, storeId, owner),
    moveLikedToCart: (storeId: string, owner: CartOwner, productId: string) => moveLikedToCart(db, storeId, owner, productId),
    saveCheckout: (input: Parameters<typeof saveCheckout>[1]) => saveCheckout(db, input),
    readCheckout: (storeId: string, owner: CartOwner) => readCheckout(db, storeId, owner),
    describeAddress: (address: Parameters<typeof describeAddress>[1]) => describeAddress(db, address),
    placeOrder: (input: Parameters<typeof placeOrder>[1]) => placeOrder(db, input),
    getOrderForShopper: (storeId: string, number: number, viewer: Viewer, lang: Language) => getOrderForShopper(db, storeId, number, viewer, lang),
    getOrderForStaff: (storeId: string, number: number, lang: Language) => getOrderForStaff(db, storeId, number, lang),
    logInStaff: (input: StaffLoginInput) => logInStaff(db, staffLogins, input),
    sessionStaff: (storeId: string, token: string | undefined) => sessionStaff(db, storeId, token),
    endStaffSession: (token: string) => endStaffSession(db, token),
    saveStaff: (storeId: string, input: StaffInput, staff?: AuditActor) => saveStaff(db, storeId, input, staff),
    updateStaffAccess: (storeId: string, id: string, change: Parameters<typeof updateStaffAccess>[3], staff: AuditActor) => updateStaffAccess(db, storeId, id, change, staff),
    listStaff: (storeId: string) => listStaff(db, storeId),
    listConsoleOrders: (storeId: string, query: OrderListQuery) => listConsoleOrders(db, storeId, query),
    moveOrder: (input: Parameters<typeof moveOrder>[1]) => moveOrder(db, input),
    recordStage: (input: Parameters<typeof recordStage>[1]) => recordStage(db, input),
    listShopperOrders: (storeId: string, phone: string, lang: Language) => listShopperOrders(db, storeId, phone, lang),
    transitionOrder: (input: Parameters<typeof transitionOrder>[1]) => transitionOrder(db, input),
    recordShippingStage: (input: Parameters<typeof recordShippingStage>[1]) => recordShippingStage(db, input),
    /** The 48-hour sweep, asking each due order's providers first whether money came in unannounced. */
    /** Sends the notification outbox's due texts (the worker in every process; tests call it directly). */
    sendDueNotifications: (options: Parameters<typeof sendDueNotifications>[2]) => sendDueNotifications(db, senders, options),
    /** The console's message log: an order's texts, the store's (by status, 50 a page), the failures, "Send again". */
    orderMessages: (storeId: string, orderId: string, origin: string) => orderMessages(db, storeId, orderId, origin),
    listMessages: (storeId: string, query: Parameters<typeof listMessages>[2], origin: string) => listMessages(db, storeId, query, origin),
    failedMessageCount: (storeId: string, since: Date) => failedMessageCount(db, storeId, since),
    sendMessageAgain: (input: Parameters<typeof sendMessageAgain>[2]) => sendMessageAgain(db, senders, input),
    /** The wording of the messages: every event's in both languages, the values a preview fills, staff's save. */
    messageTemplates: (storeId: string) => storeTemplates(db, storeId),
    messagePreviewValues: (storeId: string, origin: string) => previewValues(db, storeId, origin),
    saveMessageTemplates: (input: Parameters<typeof saveTemplates>[1]) => saveTemplates(db, input),
    sendsLatin: (storeId: string) => sendsLatin(db, storeId),
    saveSendsLatin: (input: Parameters<typeof saveSendsLatin>[1]) => saveSendsLatin(db, input),
    /** The payment reminders due at `now`, written to the outbox (a sweep in every process). */
    remindUnpaidOrders: (now: Date) => remindUnpaidOrders(db, now),
    expireUnpaidOrders: (now: Date) => expireUnpaidOrders(db, now, async (order) => (await checkOrderPayments(db, adapters, order, now)).answered),
    /** The reconciliation worker's run: asks providers about the open attempts due at `now`. */
    reconcilePayments: (now: Date, shouldStop?: () => boolean) => reconcilePayments(db, adapters, now, { shouldStop }),
    /** For staff: the order's open attempt whose provider is not answering (flagged once it is past saving by the sweep), or null. */
    unansweredPaymentCheck: (orderId: string) => unansweredPaymentCheck(db, orderId),
    /** Staff's "Ask again": the order's providers are asked now; answers whether each of them answered. */
    checkOrderPaymentsNow: async (storeId: string, number: number) => {
      const order = await findOrder(db, storeId, number);
      return checkOrderPayments(db, adapters, { id: order.id, expiresAt: order.expiresAt }, new Date());
    },
    /** Whether the store can take this provider's payments here (configured, or its sandbox in development). */
    canPayWith: (provider: PaymentProvider) => Boolean(adapters[provider]),
    startPayment: (provider: PaymentProvider, input: Parameters<typeof startPayment>[2]) => startPayment(db, adapterFor(provider), input),
    paymentStatus: (input: Parameters<typeof paymentStatus>[2]) => paymentStatus(db, adapters, input),
    openAttempt: (orderId: string, left: number) => openAttempt(db, orderId, left),
    /** The store's payment options this deployment can take now: providers with an adapter, transfers and gift cards. */
    availablePaymentMethods: (methods: string[]) => methods.filter((m) => m === 'bank_transfer' || m === 'gift_card' || Boolean(adapters[m as PaymentProvider])),
    /** A provider's callback: only a right token makes us ask the provider; answers whether it was one of ours. */
    verifyCallback: async (attemptId: string, token: string) => {
      const attempt = await attemptForCallback(db, attemptId, token);
      if (!attempt) return false;
      await verifyAttempt(db, adapterFor(attempt.provider), attempt.id);
      return true;
    },
    recordPayment: (input: Parameters<typeof recordPayment>[1]) => recordPayment(db, input),
    recordBankTransfer: (storeId: string, input: Parameters<typeof recordBankTransfer>[2], staff: Parameters<typeof recordBankTransfer>[3]) => recordBankTransfer(db, storeId, input, staff),
    assignBankTransfer: (storeId: string, transferId: string, orderNumber: number, staff: Parameters<typeof assignBankTransfer>[4]) => assignBankTransfer(db, storeId, transferId, orderNumber, staff),
    importStatement: (storeId: string, csv: string, staff: Parameters<typeof importStatement>[3]) => importStatement(db, storeId, csv, staff),
    listBankTransfers: (storeId: string, options?: Parameters<typeof listBankTransfers>[2]) => listBankTransfers(db, storeId, options),
    recordRefund: (storeId: string, input: RefundInput, staff: AuditActor) => recordRefund(db, storeId, input, staff),
    listRefundsOwed: (storeId: string) => listRefundsOwed(db, storeId),
    listRefunds: (storeId: string, options?: Parameters<typeof listRefunds>[2]) => listRefunds(db, storeId, options),
    chooseDelivery: (input: Parameters<typeof chooseDelivery>[1]) => chooseDelivery(db, input),
    setReceiptTarget: (input: Parameters<typeof setReceiptTarget>[1]) => setReceiptTarget(db, input),
    /** The order's e-receipt for staff (status, attempts, last error), or null before it is fully paid. */
    getReceipt: (orderId: string) => getReceipt(db, orderId),
    /** The order's e-receipt for its shopper (numbers and QR once issued); load the order with its permission check first. */
    getShopperReceipt: (orderId: string) => getShopperReceipt(db, orderId),
    /** Staff's "Retry now": sends the receipt of the store's order at once. */
    retryReceipt: (storeId: string, number: number, staff: { id: string; name: string }) => retryOrderReceipt(db, providers.ebarimt ?? null, { storeId, number, staff }),
    issueGiftCard: (input: Parameters<typeof issueGiftCard>[1]) => issueGiftCard(db, input),
    findGiftCardByUrl: (storeId: string, token: string) => findGiftCardByUrl(db, storeId, token),
    checkGiftCard: (storeId: string, code: string, wanted: Wanted) => checkGiftCard(db, storeId, code, wanted),
    redeemGiftCard: (input: Parameters<typeof redeemGiftCard>[1]) => redeemGiftCard(db, input),
    payWithGiftCard: (input: Parameters<typeof payWithGiftCard>[1]) => payWithGiftCard(db, input),
    deactivateGiftCard: (input: Parameters<typeof deactivateGiftCard>[1]) => deactivateGiftCard(db, input),
    listGiftCards: (storeId: string, query: GiftCardListQuery) => listGiftCards(db, storeId, query),
    // The FAQ and the legal documents: store content, whose scheduled entries become public with no change published (30 s at most).
    listFaq: caches.remember('content', 30_000, (storeId: string, lang: Language) => listFaq(db, storeId, lang)),
    getLegalDocument: caches.remember('content', 30_000, (storeId: string, key: LegalKey, version?: number) => getLegalDocument(db, storeId, key, version)),
    /** The terms version the checkout form offers, read each time: the version that saving the checkout will ask for. */
    currentTermsVersion: (storeId: string) => currentLegalVersion(db, storeId, 'terms'),
    // The console's content editor: saves publish the 'content' change once committed (lists, pages, the home page).
    listContentEntries: (storeId: string, query: EntryListQuery) => listEntries(db, storeId, query),
    getContentEntry: (storeId: string, id: string) => getEntry(db, storeId, id),
    listContentRevisions: (storeId: string, id: string) => listRevisions(db, storeId, id),
    saveContentEntry: async (storeId: string, id: string | null, input: EntryInput, staff: { id: string; name: string } | null) => {
      const saved = await saveEntry(db, storeId, id, input, staff);
      await publishChange('content');
      return saved;
    },
    restoreContentRevision: async (storeId: string, input: Parameters<typeof restoreRevision>[2]) => {
      const saved = await restoreRevision(db, storeId, input);
      await publishChange('content');
      return saved;
    },
    /** A picture staff uploaded for content, kept in the widths pages use. */
    saveContentImage: (storeId: string, bytes: Uint8Array, staffId: string | null) => {
      if (!providers.storage) throw new AppError('UNAVAILABLE');
      return saveImage(db, providers.storage, storeId, bytes, staffId);
    },
    // The page builder (home page and content pages): every edit publishes the 'content' change once committed.
    blockPageExists: (storeId: string, page: string) => blockPageExists(db, storeId, page),
    listBlockPages: (storeId: string) => listBlockPages(db, storeId),
    listEditableBlocks: (storeId: string, page: string) => listEditableBlocks(db, storeId, page),
    editBlocks: {
      add: (storeId: string, page: string, input: unknown, staff: AuditActor) => afterContentEdit(addBlock(db, storeId, page, input, staff)),
      update: (storeId: string, page: string, id: string, input: unknown, staff: AuditActor) => afterContentEdit(updateBlock(db, storeId, page, id, input, staff)),
      move: (storeId: string, page: string, id: string, move: BlockMove, staff: AuditActor) => afterContentEdit(moveBlock(db, storeId, page, id, move, staff)),
      setActive: (storeId: string, page: string, id: string, active: boolean, staff: AuditActor) => afterContentEdit(setBlockActive(db, storeId, page, id, active, staff)),
      remove: (storeId: string, page: string, id: string, staff: AuditActor) => afterContentEdit(removeBlock(db, storeId, page, id, staff)),
    },
    /** The store's pictures by id (the page builder shows the ones its blocks use). */
    findImages: (storeId: string, ids: string[]) => findImages(db, storeId, ids),
    // Redirect rules staff edit; the storefront reads them (where a page would answer 404, and the build manifest) from the cache.
    listRedirects: (storeId: string, q?: string) => listRedirects(db, storeId, q),
    redirectRules: caches.remember('content', 60_000, (storeId: string) => redirectRules(db, storeId)),
    saveRedirect: async (storeId: string, id: string | null, input: RedirectInput, staff: AuditActor) => {
      const saved = await saveRedirect(db, storeId, id, input, staff);
      await publishChange('content');
      return saved;
    },
    deleteRedirect: async (storeId: string, id: string, staff: AuditActor) => {
      await deleteRedirect(db, storeId, id, staff);
      await publishChange('content');
    },
    /** Counts a shopper's search or opened result (in memory; written by `flushSearches`, which the app calls every few seconds). */
    recordSearch: (storeId: string, event: SearchEvent) => searches.record(storeId, event),
    flushSearches: () => searches.flush(),
    /** Takes a visitor tracking record (POST /api/log) into memory; false when the memory is full. Written by `flushVisits`, every second. */
    recordVisit: (storeId: string, record: VisitorRecord, context: { userAgent: string; ownHost: string | null }) => visits.record(storeId, record, context),
    flushVisits: () => visits.flush(),
    /** The visitor dashboard of a period of Ulaanbaatar days (hourly counts and the latest sessions), for /console/visitors. */
    visitorReport: (storeId: string, query: VisitorQuery) => visitorReport(db, storeId, query),
    /** Makes the coming days' partitions of visit_events and drops those older than the kept days (at start and hourly). */
    maintainVisitPartitions: (now = new Date()) => ensurePartitions(db, { keepDays: visitKeepDays, now }),
    /** What shoppers searched for in the last `days` days (Ulaanbaatar's), for /console/search. */
    searchReport: (storeId: string, days: number) => searchReport(db, storeId, days),
    // Search synonyms staff edit; every listing applies the store's rules from the 'catalog' cache.
    listSynonyms: (storeId: string, q?: string) => listSynonyms(db, storeId, q),
    saveSynonym: async (storeId: string, id: string | null, input: { terms: string[]; twoWay: boolean }, staff: AuditActor) => {
      const saved = await saveSynonym(db, storeId, id, input, staff);
      await publishChange('catalog');
      return saved;
    },
    deleteSynonym: async (storeId: string, id: string, staff: AuditActor) => {
      await deleteSynonym(db, storeId, id, staff);
      await publishChange('catalog');
    },
    ...leasingServices(db, adapters, providers.storage),
    ...careersServices(db, providers.sms, providers.storage),
    ...careersConsoleServices(db, providers.storage),
    ...priceListServices(db, publishChange, providers.storage),
    ...pricingServices(db, publishChange, providers.officialRates ?? null),
    ...productEditorServices(db, publishChange),
    ...catalogStructureServices(db, publishChange, providers.storage),
    ...productListServices(db, publishChange),
    ...auditServices(db),
    ...stockServices(db, publishChange),
    ...productPictureServices(db, publishChange, providers.storage),
    ...seasonServices(db, caches, publishChange),
    ...surveyServices(db),
    ...buyForMeServices(db, providers.pages ?? null, providers.pictures ?? null, providers.storage ?? null),
  };
}

export type Services = ReturnType<typeof createServices>;
