import { useId, useState, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { useBrand } from '#src/lib/navigation';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import * as styles from './import.css';

/** Step 1 of an upload screen: what the template holds, and a button that downloads it. */
export function TemplateSection({ children, path, fileName }: { children: ReactNode; path: string; fileName: string }) {
  const brand = useBrand();
  const id = useId();
  const [error, setError] = useState<string>();
  const download = async () => {
    setError(undefined);
    try {
      await downloadApiFile(brand, path, fileName);
    } catch {
      setError('The template could not be downloaded. Please try again.');
    }
  };
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        1. Fill in the template
      </h2>
      <p className={styles.muted}>{children}</p>
      <Button variant="secondary" onClick={() => void download()}>
        Download the template (.xlsx)
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
