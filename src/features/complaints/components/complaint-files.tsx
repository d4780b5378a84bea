import { useState } from 'react';
import type { ComplaintFile } from '#contract/complaints/types';
import { apiPath, commonHeaders } from '#src/lib/http/api-client';
import { useBrand } from '#src/lib/navigation';
import { Button } from '#src/components/ui/button';
import * as field from '#src/components/ui/text-field.css';
import * as styles from './complaints.css';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The complaint's attachments. Each is fetched with the session's headers (a cookie alone never
 * authenticates) and saved; `pathOf` is the investor's or the admin's download call.
 */
export function ComplaintFiles({ files, pathOf }: { files: ComplaintFile[]; pathOf: (id: number) => string }) {
  const brand = useBrand();
  const [problem, setProblem] = useState<string | null>(null);
  if (files.length === 0) return null;

  const download = async (f: ComplaintFile) => {
    setProblem(null);
    try {
      const res = await fetch(apiPath(brand, pathOf(f.id)), {
        headers: commonHeaders(brand),
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = f.file_name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setProblem(`${f.file_name} could not be downloaded. Please try again.`);
    }
  };

  return (
    <>
      <h2>Attachments</h2>
      <ul className={styles.files}>
        {files.map((f) => (
          <li key={f.id}>
            <Button variant="secondary" onClick={() => void download(f)}>
              Download {f.file_name} ({kb(f.size)})
            </Button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className={field.error}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
