import { useQuery } from '@tanstack/react-query';
import { Notice, Page } from '#src/components/ui/page';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { ApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { adminQueries } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import { CuratorForm } from './curator-form';

/** /admin/advisers/$slug/: edit one adviser's profile (spec: curators details). */
export function AdminAdviserPage({ slug }: { slug: string }) {
  const query = useQuery(adminQueries.curator(useApi(), slug));
  const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
  return (
    <Page title={query.data ? `Edit ${query.data.curator.name}` : 'Edit adviser'}>
      <AdminNav />
      {missing ? (
        <Notice title="No such adviser">
          <p>
            There is no adviser profile “{slug}”. <Link to="/admin/advisers/">See every adviser</Link>
          </p>
        </Notice>
      ) : (
        <AdminLoadState query={query} what="adviser" />
      )}
      {query.data ? <CuratorForm key={slug} curator={query.data.curator} /> : null}
    </Page>
  );
}
