import type { LacClientsBody } from '#contract/impersonation/rules';
import { PageNav } from '#src/components/ui/page-nav';
import * as styles from './lac.css';

/** The clients one may open, as radio buttons, a page at a time. */
export function ClientChoice({
  body,
  q,
  selected,
  onSelect,
  onPage,
  error,
}: {
  body: LacClientsBody;
  q: string;
  selected: number | null;
  onSelect: (id: number) => void;
  onPage: (page: number) => void;
  error?: string;
}) {
  const errorId = 'lac-client-error';
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Client</legend>
      {body.clients.length === 0 ? (
        <p>{q ? `No client matches “${q}”.` : 'You have no clients to open yet.'}</p>
      ) : (
        <ul className={styles.list}>
          {body.clients.map((c) => (
            <li key={c.id}>
              <label className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="client"
                  value={c.id}
                  checked={selected === c.id}
                  onChange={() => onSelect(c.id)}
                />
                <span>
                  {c.name} <span className={styles.muted}>({c.email})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <PageNav
        label="Pages of clients"
        page={body.page}
        pages={Math.max(1, Math.ceil(body.total / body.pageSize))}
        onPage={onPage}
        className={styles.pager}
      />
    </fieldset>
  );
}
