import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { InAppNotice, InAppNoticesBody } from '#contract/studio/types';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { useApi } from '#src/lib/http/api-context';
import { markNoticesRead, noticeQueries } from '../api/notice-queries';
import { noticeMessages as m } from '../notices-messages';
import * as styles from './notices-dialog.css';

export interface NoticesDialogProps {
  userId: number;
  notices: InAppNotice[];
  onClose: () => void;
}

/** The unread notices, each with a link to what it is about and 'Mark as read'. */
export default function NoticesDialog({ userId, notices, onClose }: NoticesDialogProps) {
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [left, setLeft] = useState(notices);
  const read = useMutation({
    mutationFn: (ids: number[]) => markNoticesRead(api, ids),
    onSuccess: (_, ids) => {
      const rest = left.filter((n) => !ids.includes(n.id));
      queryClient.setQueryData<InAppNoticesBody>(noticeQueries.unread(api, userId).queryKey, { notices: rest });
      setLeft(rest);
      if (rest.length === 0) onClose();
    },
  });
  const follow = (n: InAppNotice) => {
    read.mutate([n.id]);
    onClose();
    void router.navigate({ href: n.url });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.title}
      description={m.description}
      footer={
        left.length > 1 ? (
          <Button variant="secondary" busy={read.isPending} onClick={() => read.mutate(left.map((n) => n.id))}>
            {m.markAllRead}
          </Button>
        ) : null
      }
    >
      <ul className={styles.list}>
        {left.map((n) => (
          <li key={n.id} className={styles.item}>
            <h3 className={styles.title}>{n.title}</h3>
            <p className={styles.body}>{n.body}</p>
            <div className={styles.actions}>
              <a
                href={n.url}
                onClick={(e) => {
                  e.preventDefault();
                  follow(n);
                }}
              >
                {m.open}
                <span className={styles.hidden}>: {n.title}</span>
              </a>
              <Button variant="text" busy={read.isPending} onClick={() => read.mutate([n.id])}>
                {m.markRead}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {read.isError ? (
        <p role="alert" className={styles.problem}>
          {m.markFailed}
        </p>
      ) : null}
    </Dialog>
  );
}
