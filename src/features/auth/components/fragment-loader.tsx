import { useQuery } from '@tanstack/react-query';
import { useBrand } from '#src/lib/navigation';
import { fragmentQueries, type FragmentKind } from '#src/lib/fragments/fragments';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { FragmentView, type FragmentViewProps } from './fragment-view';
import * as styles from './auth-forms.css';

interface FragmentLoaderProps extends Omit<FragmentViewProps, 'html'> {
  kind: FragmentKind;
  next?: string;
  loadingLabel: string;
  errorMessage: string;
  retryLabel: string;
}

/** Loads a visitor page fragment and shows it; a spinner while it loads, a message and a retry if it fails. */
export function FragmentLoader({ kind, next, loadingLabel, errorMessage, retryLabel, ...view }: FragmentLoaderProps) {
  const brand = useBrand();
  const query = useQuery(fragmentQueries.page(brand, kind, next));
  if (query.data !== undefined) return <FragmentView html={query.data} {...view} />;
  if (query.isError && !query.isFetching) {
    return (
      <div className={styles.loadError}>
        <Alert variant="error">{errorMessage}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  return <Spinner label={loadingLabel} />;
}
