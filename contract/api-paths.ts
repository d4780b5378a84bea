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
    siteClientLogin: 'site-client/login/',
    siteClientLogout: 'site-client/logout/',
  },
  blog: {
    list: 'post/list/',
    details: 'post/details/',
    analysisList: 'analysis/post/list/',
    analysisDetails: 'analysis/post/details/',
    nextPage: 'post/nextpage/',
    like: 'post/like/',
    unlike: 'post/unlike/',
    likeStatus: 'post/list/like-status/',
    comments: (postId: number | string) => `post/comment/list/${postId}/`,
    addComment: (postId: number | string) => `post/comment/add/${postId}/`,
  },
  baskets: {
    listing: 'basket/listing/',
    curators: 'curators/',
  },
} as const;

/** The server's route pattern for a path: '/post/comment/list/:id/' for API.blog.comments(':id'). */
export const routePath = (path: string) => `/${path}`;

/** Normalises an API path ('/api/post/list/' or 'post/list/') under the brand segment. */
export function apiPath(segment: string, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  return `/${segment}/api/${clean}`;
}
