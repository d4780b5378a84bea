import { apiPath, routePath } from './api-path';
import { BLOG_API } from './blog-api-paths';
import { OPS_API } from './ops-api-paths';
import { SITE_CLIENT_API } from './site-client-api-paths';

export { apiPath, routePath };

/**
 * Every API path, under /{brand segment}/api/. The server mounts its routes at these paths and the
 * app calls them, so neither side spells a path on its own.
 */
export const API = {
  health: 'health/',
  auth: {
    login: 'auth/login/',
    logout: 'auth/logout/',
    registration: 'auth/registration/',
    userinfo: 'auth/userinfo/',
    passwordReset: 'auth/passwordreset/',
    google: 'auth/login/google/',
    generateOtp: 'generate-otp/',
    verifyOtp: 'verify-otp/',
    siteClientLogin: SITE_CLIENT_API.login,
    siteClientLogout: SITE_CLIENT_API.logout,
  },
  blog: BLOG_API,
  /** Baskets (docs/baskets.md). A basket is named by its basket_hash; an adviser by slug. */
  baskets: {
    listing: 'basket/listing/',
    curators: 'curators/',
    curatorDetails: (slug: string) => `curators/details/${slug}/`,
    /** Anyone may read a published basket; a subscriber-only one answers head.status 4, 7 or 10 to the unentitled. */
    details: (hash: string) => `basket/details/${hash}/`,
    /** For the signed-in user: watchlisted, invested, subscribed. */
    detailsUser: (hash: string) => `basket/details/user/${hash}/`,
    /** The owning adviser's view of one of their baskets, drafts and hidden ones too. */
    myBasketDetails: (hash: string) => `my-basket/details/${hash}/`,
    /** ?period=1yr|3yr|5yr: the basket's index against its benchmark's. */
    performanceChart: (hash: string) => `basket/performance-chart/${hash}/`,
    charges: (hash: string) => `basket/charges/${hash}/`,
    factsheet: (hash: string) => `basket/factsheet/${hash}/`,
    /** A shareable basket for anyone, signed in or not; 404 when it is not shareable. */
    sharedDetails: (hash: string) => `basket/shared/details/${hash}/`,
    /** POST { basket_hash, is_shareable }: the owning adviser only. */
    setShareable: 'basket/set-shareable-flag/',
    benchmarks: 'basket/benchmarks/',
    tags: 'basket/tags/',
    masterTags: 'basket/master-tags/',
    sectors: 'basket/sectors/',
    /** ?basket_hash=: the basket's weights by sector. */
    sectorData: 'basket/sectors/data/',
    mfCategories: 'basket/mf-categories/',
    /** ?category=: the published baskets of one MF category. */
    mfCategoryData: 'basket/mf-categories/data/',
    /** POST { basket_hash }. */
    watchlistAdd: 'basketwatchlist/add/',
    watchlistDelete: 'basketwatchlist/delete/',
    myWatchlist: 'my-baskets/watchlist/',
  },
  /** Market data (docs/market-data.md). Symbols go in the query: some hold '&' (M&M). */
  market: {
    /** ?q=: symbol and name prefix, ranked. */
    stockSearch: 'stock/search/',
    /** ?symbol= */
    stockDetails: 'stock/details/',
    /** ?symbol=&from=&to= (YYYY-MM-DD): daily bars. */
    stockOhlc: 'stock/ohlc/',
    /** ?symbols=A,B,C: last traded prices. */
    ltp: 'get-LTP/',
  },
  /** A user's connected brokers (docs/trading.md). Trading calls answer '110' once the broker session has ended. */
  broker: {
    /** GET: ConnectedBrokersBody. */
    list: 'broker/connected/',
    /** POST { broker_id, next? }: ConnectBrokerBody, the broker's sign-in address to send the browser to. */
    connect: 'broker/connect-broker/',
    /** GET ?request_token=&state= (or ?status=cancelled&state=): the broker's redirect back; answers 303. */
    callback: (brokerId: string) => `broker/callback/${brokerId}/`,
    /** POST { broker_id }. */
    delete: 'broker/delete/',
    /** POST, server to server: the broker's signed order update (X-Broker-Signature). */
    postback: (brokerId: string) => `broker/postback/${brokerId}/`,
  },
  /** Basket trades and their orders (docs/trading.md). Every POST needs a connected broker in session. */
  trading: {
    /** POST TradePreviewRequest: the orders a basket trade would place, with margin and charges; nothing is placed. */
    tradeBasketOrders: 'tradebasket/orders/',
    /** POST PlaceTradeRequest: places the trade once per client_key; TradeBody. */
    requestOrder: 'requestorder/',
    /** GET ?trade=: TradeBody. */
    orderStatus: 'orderstatus/',
    /** GET ?trade=: text/event-stream of TradeBody, from any server process (LISTEN/NOTIFY). */
    orderEvents: 'orderstatus/events/',
    /** POST { trade, order_id, quantity?, order_type?, limit_price? }: modifies an open line. */
    updateOrder: 'updateorder/',
    /** POST { trade, order_id? }: cancels one open line, or every open line of the trade. */
    cancelOrder: 'order/cancel/',
    /** POST { investment, client_key }: buys what partly filled or rejected lines left short. */
    fixInvestmentQty: 'fix-investment-qty-v2/',
    /** GET ?investment=: the investment's trades with their orders and cash flows. */
    transactions: 'transactions/details/',
    /** GET ?page=: the user's trades, newest first (OrdersBody). */
    orders: 'orders/',
  },
  /** The signed-in investor's baskets and investments (docs/investments.md). */
  myBaskets: {
    summary: 'my-baskets/summary/',
    investments: 'my-baskets/investments/',
    closed: 'my-baskets/closed/',
    hidden: 'my-baskets/hidden/',
    published: 'my-baskets/published/',
    draft: 'my-baskets/draft/',
    /** ?investment=&period=1yr|3yr|5yr: value against invested money. */
    performanceChart: 'my-baskets/performance-chart/',
    /** GET ?investment=: InvestmentDetailsBody. */
    investment: 'my-baskets/investment/',
  },
  /** What an investor does to one investment (docs/investments.md). */
  investment: {
    /** GET ?investment=&mode=RECOMMENDED_CHANGES|ADJUST_ALL_STOCK: RebalanceDetailsBody. */
    rebalanceDetails: 'rebalance/details/',
    /** GET ?investment=: past rebalances. */
    rebalanceHistory: 'rebalance/history/',
    /** POST { investment }. */
    rebalanceIgnore: 'rebalance/ignore/',
    /** POST { investment, mode, client_key }: places the rebalance trade. */
    rebalanceAccept: 'rebalance/accept/',
    /** POST { investment, frequency, amount, day }. */
    startSip: 'sip/start/',
    /** POST { investment }. */
    stopSip: 'sip/stop/',
    /** POST { investment, client_key }: the due instalment, confirmed by the investor. */
    confirmSip: 'sip/confirm/',
    /** POST { investment, percent } (percent null removes it). */
    stoplossAdd: 'stoploss/add/',
    /** POST { investment, client_key }: sells every holding. */
    close: 'investment/close/',
  },
  /** Advisers' plans and buying one (docs/subscriptions.md). A plan is named by its id. */
  plans: {
    /** GET ?adviser=<slug> | ?basket=<hash>: PlansBody (active plans only). */
    list: 'plans/',
    /** GET ?plan=: PlanCheckoutBody, everything the checkout needs to know before paying. */
    customerDetails: 'get-plan-customer-details/',
    /** POST { plan, code }: PriceBody with the discount; 400 { errors: { code } } when it does not apply. */
    applyDiscount: 'apply-discount/',
  },
  /** KYC, risk profile and the advisory agreement (docs/subscriptions.md "Before paying"). */
  customer: {
    /** GET: CustomerBody, or body null before the first save (KYC customer data). */
    kyc: 'kyc/customer-data/',
    /** POST customerRequest: saves the investor's customer details; 400 with the spec's messages. */
    create: 'create-customer/',
    /** GET: RiskProfileBody. POST riskProfileRequest: computes and keeps a new profile. */
    riskProfile: 'risk-profile/',
    /** POST { plan }: AgreementBody; sends the e-sign OTP. A signed one for the same version answers it unchanged. */
    createAgreement: 'create-agreement/',
    /** POST { agreement, otp }: AgreementBody signed; the consent recorded with time, version and client. */
    signAgreement: 'agreement/esign/',
    /** GET ?plan=: AgreementStatusBody. */
    agreementStatus: 'check-agreement-status/',
  },
  /** Payments, subscriptions and invoices (docs/payments.md). */
  payments: {
    /** POST { plan, code?, client_key }: head.status 6 with { redirect_url, transaction } (the hosted checkout). */
    createTransaction: 'create-transaction/',
    /** POST the checkout's signed return { transaction, payment_id, status, signature }: TransactionBody. */
    complete: 'complete-payment/',
    /** POST, server to server from the payment provider: signed (header), idempotent, replays refused. No CSRF. */
    webhook: 'payments/webhook/',
    /** GET: SubscriptionsBody. */
    subscriptions: 'get-subscriptions/',
    /** GET ?page=: TransactionsBody, newest first. */
    transactions: 'get-transactions/',
    /** GET ?transaction=: TransactionBody (the status screen polls it). */
    transactionDetails: 'get-transaction-details/',
    /** GET: the transaction's GST invoice, application/pdf (paid transactions only). */
    invoice: (transaction: string) => `invoice/${transaction}/`,
    /** GET ?subscription=: CancelPreviewBody (the refund of the unexpired period). */
    cancelPreview: 'subscription/cancel/preview/',
    /** POST { subscription }: SubscriptionBody cancelled, no further charges, refund recorded. */
    cancel: 'subscription/cancel/',
    /** POST { subscription, client_key }: head.status 6 to pay the recurring amount for the next period. */
    renew: 'subscription/renew/',
  },
  /** The adviser's plans, with SEBI's fee limits (docs/subscriptions.md "SEBI limits"). */
  adviserPlans: {
    /** GET: the signed-in adviser's plans, active or not. 404 for a user who is no adviser. */
    list: 'adviser/plans/',
    /** POST planRequest: creates a plan; 400 { errors } naming the limit broken. */
    create: 'adviser/plans/create/',
    /** POST planRequest & { plan }: changes a plan (new buyers only; bought periods keep their price). */
    update: 'adviser/plans/update/',
  },
  /** Web Push (docs/push.md). Each brand is its own origin with its own subscriptions. */
  push: {
    /** GET: { public_key } (VAPID, base64url), public. */
    key: 'push/key/',
    /** POST pushSubscriptionRequest: this browser's subscription for the signed-in user. */
    subscribe: 'push/subscribe/',
    /** POST { endpoint }. */
    unsubscribe: 'push/unsubscribe/',
  },
  /**
   * The adviser studio (docs/studio.md). Every path answers 404 to a signed-in user without the adviser
   * role (never 403: the client logs out on 403) and 401 to a visitor; create-basket routes also 404 on a
   * brand whose 'create-basket' feature is off, automated ones on 'create-basket-automated'.
   */
  studio: {
    /** GET: PublisherBody, the publisher state: who the adviser is and what this site lets them publish. */
    publisher: 'publisher/details/',
    /** GET: StudioDashboardBody. */
    dashboard: 'studio/dashboard/',
    /** GET ?basket_hash=: StudioBasketBody, the editor's whole basket (any status, latest version). */
    basket: 'studio/basket/',
    /** POST basketCreateRequest: StudioBasketBody (status 'draft', or published at once with publish: true). */
    create: 'basket/create/',
    /** POST basketEditRequest: StudioBasketBody; constituents only while a draft (then constituentsEdit). */
    edit: 'basket/edit/',
    /** POST constituentsEditRequest: ConstituentsEditBody, a new version with pending rebalances. */
    constituentsEdit: 'basket/constituents/edit/',
    /** POST { basket_hash }: a draft only; published baskets are closed or hidden instead. */
    draftDelete: 'basket/draft/delete/',
    /** POST { basket_hash, action }: BasketStatusAction moves; StudioBasketBody. */
    status: 'basket/status/',
    /** POST multipart { file } (CSV or XLSX, at most 1 MB): BasketImportBody, nothing saved. */
    import: 'basket/import/',
    /** POST multipart { basket_hash, file } (PDF, at most 5 MB): StudioBasketBody. */
    factsheetAdd: 'basket/factsheet/add/',
    /** POST multipart { basket_hash, file } (PNG, JPEG or WebP, at most 51200 bytes): StudioBasketBody. */
    imageAdd: 'basket/image/add/',
    /** POST faqUpdateRequest (no id: a new FAQ): StudioBasketBody. */
    faqUpdate: 'basket/faq/update/',
    /** POST { basket_hash, id }: StudioBasketBody. */
    faqDelete: 'basket/faq/delete/',
    /** POST { basket_hash, symbol, rationale }: the latest version's rationale for one stock. */
    stockRationale: 'basket/stock-rationale/',
    /** POST automatedCreateRequest: AutomatedCreatedBody, a draft automated basket with its first proposal. */
    createAutomated: 'basket/create-automated/',
    /** POST { basket_hash, rules }: ProposalBody, the rules replaced and a fresh proposal made. */
    automatedRules: 'basket/automated/rules/',
    /** POST { basket_hash }: ProposalBody, the rules run now on today's market data. */
    automatedPropose: 'basket/automated/propose/',
    /** POST { basket_hash, proposal, rationale }: ConstituentsEditBody; publishes the proposal (a new version, or the launch). */
    automatedPublish: 'basket/automated/publish/',
    /** GET: InAppNoticesBody, the signed-in user's unread notices (any role). */
    notices: 'notices/',
    /** POST { ids }: marks them read. */
    noticesRead: 'notices/read/',
  },
  /** The blog CMS (docs/blog-cms.md): advisers' own posts; 404 to anyone else. */
  blogCms: {
    /** GET: CmsAuthorsBody. POST authorCreateRequest: CmsAuthorsBody. */
    authors: 'blog/cms/authors/',
    /** GET ?status=&page=: CmsPostsBody, the adviser's posts newest change first. */
    posts: 'blog/cms/posts/',
    /** GET ?postId=: CmsPostBody, the post as the editor loads it (spec §7). */
    postDetails: 'blog/cms/post-details/',
    /** POST cmsPostSaveRequest: CmsPostBody. Creates without postId; 409 when base_revision is stale. */
    save: 'blog/cms/posts/save/',
    /** POST { postId, publish_at? }: publishes now, or schedules (publish_at in the future). */
    publish: 'blog/cms/posts/publish/',
    /** POST { postId }: back to draft; gone from the blog, feed and sitemap. */
    unpublish: 'blog/cms/posts/unpublish/',
    /** POST multipart { file } (PNG, JPEG or WebP, at most 5 MB): CmsImageBody; the server makes the blog's sizes. */
    image: 'blog/cms/images/',
    /** GET ?postId=: CmsFilesBody. POST multipart { postId, file } (PDF, PNG, JPEG, CSV, XLSX; at most 10 MB): CmsFileBody. */
    files: 'blog/cms/files/',
    /** POST { postId, id }: removes an attachment. */
    fileDelete: 'blog/cms/files/delete/',
  },
  ...OPS_API,
  /** The investor's own settings (docs/account-settings.md). */
  account: {
    /** GET: ProfileBody. POST { name }. */
    profile: 'account/profile/',
    /** POST { kind: 'email' | 'mobile', value }: sends an OTP to the NEW address. */
    contactChange: 'account/contact-change/',
    /** POST { kind, value, otp }: the change made once the OTP matches. */
    contactConfirm: 'account/contact-change/confirm/',
    /** POST { current_password, password, confirmPassword }: other sessions are signed out. */
    password: 'account/password/',
    /** GET / POST NotificationPrefs. */
    notifications: 'account/notifications/',
    /** GET: DevicesBody. */
    devices: 'account/devices/',
    /** POST { device }: signs that session out (the current one too, then the client is logged out). */
    signOutDevice: 'account/devices/sign-out/',
  },
} as const;
