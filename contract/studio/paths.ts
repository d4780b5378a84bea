/**
 * The advisers' studio and blog CMS API paths (docs/studio.md, docs/blog-cms.md), under
 * /{brand segment}/api/: part of `API` (contract/http/api-paths.ts), kept here so each file stays readable.
 */
export const STUDIO_API = {
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
    /** GET: StudioReturnsAfterCostsBody, each basket's typical investor after costs (decision 0303). */
    returnsAfterCosts: 'studio/returns-after-costs/',
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
    /** GET ?postId=: CmsPostBody, the post as the editor loads it (docs/api.md, "Blog CMS"). */
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
} as const;
