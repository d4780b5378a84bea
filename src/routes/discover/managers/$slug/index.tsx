import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '#src/lib/http/api-error';
import { lazyHead } from '../../../../app/lazy-head';
import type { HeadMatch } from '../../../../app/page-head';
import { AdviserProfileError, AdviserProfilePage } from '#src/features/baskets/components/adviser-profile-page';
import { ManagersPending } from '#src/features/baskets/components/baskets-pending';
import { curatorQueries } from '#src/features/baskets/api/basket-queries';

/** A slug is lower-case words joined by hyphens; anything else is no adviser (and never asks the server). */
/** What the page's head names the adviser by. */
type AdviserHeadFacts = { name: string; adviserType: string; bio: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const Route = createFileRoute('/discover/managers/$slug/')({
  // The error screen travels with the page, so it can still be shown when the network is gone; the
  // loader too, so its code is in no other page's first load (decision 0305).
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent', 'pendingComponent']],
  head: lazyHead(
    (h) =>
      ({ match, loaderData }: { match: HeadMatch; loaderData?: AdviserHeadFacts }) =>
        h.routeHead((brand) => (loaderData ? h.pageTexts.adviser(brand, loaderData) : h.pageTexts.managers(brand)))({
          match,
        }),
  ),
  loader: async ({ context, params }) => {
    if (!SLUG.test(params.slug) || params.slug.length > 80) throw notFound();
    try {
      const { curator } = await context.queryClient.ensureQueryData(curatorQueries.details(context.api, params.slug));
      return { name: curator.name, adviserType: curator.adviserType, bio: curator.bio };
    } catch (error) {
      // An adviser the server does not know (or will not show) is the not-found page, a 404 on the server.
      if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) throw notFound();
      throw error;
    }
  },
  pendingComponent: ManagersPending,
  errorComponent: AdviserProfileError,
  component: AdviserProfilePage,
});
