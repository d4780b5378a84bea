import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin/types';
import { Button } from '#src/components/ui/button';
import { PageNav } from '#src/components/ui/page-nav';
import { Notice, Page } from '#src/components/ui/page';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { TextField } from '#src/components/ui/text-field';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { adminQueries } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import { GRANT_LABELS, RoleDialog } from './role-dialog';
import * as styles from './admin.css';

const columns = (manage: (user: AdminUser) => void): DataColumn<AdminUser>[] => [
  {
    header: 'User',
    cell: (u) => (
      <>
        {u.name}
        <br />
        <span className={styles.muted}>{u.email}</span>
      </>
    ),
  },
  {
    header: 'Roles and rights',
    emphasis: 'key',
    cell: (u) =>
      [...u.roles, ...u.rights].map((g) => GRANT_LABELS[g]).join(', ') || (
        <span className={styles.muted}>Investor</span>
      ),
  },
  { header: 'Adviser profile', cell: (u) => u.adviser?.name ?? '—' },
  {
    header: 'Actions',
    hiddenHeader: true,
    emphasis: 'action',
    cell: (u) => (
      <Button variant="secondary" onClick={() => manage(u)} aria-label={`Manage roles of ${u.name}`}>
        Manage roles
      </Button>
    ),
  },
];

/** /admin/users/: users and their roles, found by name or email, a page at a time. */
export function AdminUsersPage() {
  const api = useApi();
  const selfId = useSession().user?.id ?? 0;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const query = useQuery({ ...adminQueries.users(api, q, page), placeholderData: keepPreviousData });
  const data = query.data;
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  return (
    <Page title="Users and roles">
      <AdminNav />
      <form role="search" className={styles.row} onSubmit={search}>
        <TextField
          label="Name or email"
          name="q"
          type="search"
          value={typed}
          onValueChange={setTyped}
          maxLength={100}
        />
        <Button type="submit">Search</Button>
      </form>
      <AdminLoadState query={query} what="users" />
      {data?.users.length === 0 ? (
        <Notice title="No users found">
          <p>
            {q ? `No user’s name or email holds “${q}”. Try part of a name or an email.` : 'There are no users yet.'}
          </p>
        </Notice>
      ) : null}
      {data?.users.length ? (
        <DataTable
          rows={data.users}
          columns={columns(setEditing)}
          rowKey={(u) => u.id}
          caption={`${data.total} ${data.total === 1 ? 'user' : 'users'}, page ${data.page} of ${data.pages}`}
          busy={query.isFetching}
        />
      ) : null}
      {data ? (
        <PageNav label="Pages of users" page={page} pages={data.pages} onPage={setPage} className={styles.row} />
      ) : null}
      {editing && data ? (
        <RoleDialog user={editing} selfId={selfId} freeAdvisers={data.freeAdvisers} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}
