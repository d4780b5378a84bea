import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#contract/admin/types';
import { ADMIN_GRANTS, type AdminGrant } from '#contract/admin/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { useApi } from '#src/lib/http/api-context';
import { adminCalls } from '../api/admin-queries';
import * as styles from './admin.css';

export const GRANT_LABELS: Record<AdminGrant, string> = {
  adviser: 'Adviser',
  dealer: 'Dealer',
  admin: 'Admin',
  'login-as-client': 'Login as client (right)',
};

const holds = (u: AdminUser, g: AdminGrant) => (g === 'login-as-client' ? u.rights.includes(g) : u.roles.includes(g));

interface Props {
  user: AdminUser;
  /** The signed-in admin: they may not take their own admin role. */
  selfId: number;
  freeAdvisers: { slug: string; name: string }[];
  onClose: () => void;
}

/**
 * One user's roles and right: choose a change, then confirm it. Taking one's own admin role is not
 * offered; granting the adviser role to a user without an adviser profile asks which free profile
 * they sign in as, and says so when none is free.
 */
export function RoleDialog({ user, selfId, freeAdvisers, onClose }: Props) {
  const api = useApi();
  const client = useQueryClient();
  const [shown, setShown] = useState(user);
  const [pending, setPending] = useState<{ grant: AdminGrant; granted: boolean } | null>(null);
  const [adviser, setAdviser] = useState(freeAdvisers[0]?.slug ?? '');
  const change = useMutation({
    mutationFn: (c: { grant: AdminGrant; granted: boolean }) =>
      adminCalls.role(api, {
        user: user.id,
        role: c.grant,
        granted: c.granted,
        ...(c.grant === 'adviser' && c.granted && !shown.adviser ? { adviser } : {}),
      }),
    onSuccess: ({ user: next }) => {
      setShown(next);
      setPending(null);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const needsProfile = pending?.grant === 'adviser' && pending.granted && !shown.adviser;
  const verb = pending?.granted ? 'Grant' : 'Take';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Roles of ${shown.name}`}
      description={shown.email}
    >
      <ul className={styles.chips} aria-label="Roles and rights">
        {ADMIN_GRANTS.map((g) => {
          const held = holds(shown, g);
          const own = g === 'admin' && held && user.id === selfId;
          return (
            <li key={g}>
              <Button
                variant="secondary"
                disabled={own || change.isPending}
                onClick={() => {
                  change.reset();
                  setPending({ grant: g, granted: !held });
                }}
              >
                {held ? `Take ${GRANT_LABELS[g]}` : `Grant ${GRANT_LABELS[g]}`}
              </Button>
            </li>
          );
        })}
      </ul>
      {user.id === selfId && shown.roles.includes('admin') ? (
        <p className={styles.muted}>You cannot remove your own admin role. Ask another admin to do it.</p>
      ) : null}
      {pending ? (
        <section aria-label="Confirm the change" className={styles.form}>
          <p>
            {verb} {GRANT_LABELS[pending.grant]} {pending.granted ? 'to' : 'from'} {shown.name}?
          </p>
          {needsProfile && freeAdvisers.length === 0 ? (
            <Alert variant="error">
              Every adviser profile already belongs to a user. Add the adviser profile first, then grant the role.
            </Alert>
          ) : null}
          {needsProfile && freeAdvisers.length > 0 ? (
            <label className={styles.label}>
              Adviser profile this user signs in as
              <select className={styles.select} value={adviser} onChange={(e) => setAdviser(e.target.value)}>
                {freeAdvisers.map((a) => (
                  <option key={a.slug} value={a.slug}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {change.isError ? <Alert variant="error">{change.error.message}</Alert> : null}
          <div className={styles.row}>
            <Button
              busy={change.isPending}
              disabled={needsProfile && freeAdvisers.length === 0}
              onClick={() => change.mutate(pending)}
            >
              {`${verb} ${GRANT_LABELS[pending.grant]}`}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
    </Dialog>
  );
}
