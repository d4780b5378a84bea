import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../components/ui/page';
import { RoutePending } from '../../components/ui/route-pending';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { LeadStory, PopularStories, SideStories } from '../../features/blog/components/blog-stories';
import { VideoDialogHost } from '../../features/blog/components/video-dialog-host';
import { splitStories } from '../../features/blog/list-rules';
import { BLOG_MESSAGES as M } from '../../features/blog/messages';
import { blogListErrors, blogListPending } from '../../features/blog/route-states';
import type { PostList } from '../widget-config';
import { useWidget } from '../widget-context';
import { RouteBoundary } from './route-boundary';

/** The list route: the list tlPostList names (decision 0036), from `page` on. */
export function ListRoute({ list, page }: { list: PostList; page: number }) {
  return (
    <RouteBoundary pending={<RoutePending {...blogListPending} />} errors={blogListErrors}>
      {list === 'all' ? <BlogListPage startPage={page} /> : null}
      {list === 'latest' ? <LatestStories /> : null}
      {list === 'popular' ? <PopularOnly /> : null}
    </RouteBoundary>
  );
}

/** 'latest': the lead story and the side stories of the first page. */
function LatestStories() {
  const { api } = useWidget();
  const { data } = useSuspenseQuery(blogQueries.list(api, 1));
  const { lead, side } = splitStories(data.main);
  return (
    <Page>
      {lead ? <LeadStory post={lead} /> : <p>{M.noStories}</p>}
      <SideStories posts={side} />
      <VideoDialogHost posts={lead ? [lead, ...side] : side} />
    </Page>
  );
}

/** 'popular': the 'Popular on {brand}' list only. */
function PopularOnly() {
  const { api, brand } = useWidget();
  const { data } = useSuspenseQuery(blogQueries.list(api, 1));
  return (
    <Page>
      {data.popular.length ? (
        <PopularStories posts={data.popular} brandName={brand.displayName} />
      ) : (
        <p>{M.noStories}</p>
      )}
    </Page>
  );
}
