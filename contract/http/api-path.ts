/**
 * How an API path becomes an address (contract/http/api-paths.ts): on its own so that code needing only
 * these two (the request client, and through it the widget) does not carry every path of `API`.
 */

/** The server's route pattern for a path: '/post/comment/list/:id/' for API.blog.comments(':id'). */
export const routePath = (path: string) => `/${path}`;

/** Normalises an API path ('/api/post/list/' or 'post/list/') under the brand segment. */
export function apiPath(segment: string, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  return `/${segment}/api/${clean}`;
}
