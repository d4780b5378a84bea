import { Notice } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { Button } from '#src/components/ui/button';
import { ApiError } from '#src/lib/http/api-error';

/** The loading and error states of a complaints screen; a 404 says the complaint is not theirs to see. */
export function LoadState({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  if (!error) return <Spinner label={`Loading ${what}…`} />;
  if (error instanceof ApiError && error.httpStatus === 404) {
    return (
      <Notice title="Complaint not found">
        <p>There is no complaint with this reference on your account.</p>
      </Notice>
    );
  }
  return (
    <Notice title={`We could not load ${what}`} role="alert">
      <p>{error instanceof ApiError && error.isOffline ? 'You seem to be offline.' : 'Please try again.'}</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
}
