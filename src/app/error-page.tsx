import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Page, Notice, buttonLinkClass } from '../components/ui/page';
import { ApiError } from '../lib/http/api-error';

/** What to tell the reader for each kind of failure. */
const statusHandlers: Array<[(e: unknown) => boolean, string]> = [
  [(e) => e instanceof ApiError && e.isOffline, 'You appear to be offline. Check your connection and try again.'],
  [
    (e) => e instanceof ApiError && e.httpStatus >= 500,
    'Our server had a problem answering. Please try again in a moment.',
  ],
  [(e) => e instanceof ApiError && e.httpStatus >= 400, 'This request could not be completed.'],
];

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = statusHandlers.find(([test]) => test(error))?.[1] ?? 'Something went wrong while showing this page.';
  return (
    <Page>
      <Notice title="Something went wrong" asPage>
        <p>{message}</p>
        <button
          type="button"
          className={buttonLinkClass}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </button>
      </Notice>
    </Page>
  );
}
