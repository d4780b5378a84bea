/** How a request reaches another party: the app's own fetch when that party runs in this process, the network otherwise. */
export type FetchLike = (request: Request) => Response | Promise<Response>;
