import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { BLOG_MESSAGES } from '../features/blog/messages';
import { loadBrand, type WidgetBrand } from './brand-loader';
import { WIDGET_MESSAGES as M } from './messages';
import { WidgetApp } from './widget-app';
import type { ConfigResult } from './widget-config';
import { createWidgetServices } from './widget-services';
import * as styles from './widget.css';

export interface WidgetRootProps {
  config: ConfigResult;
  brandOrigin: string;
  host: HTMLElement;
  layer: HTMLElement;
  /** Called once the brand is known (the mount applies its theme). */
  onBrand: (brand: WidgetBrand['brand']) => void;
}

type Boot = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; brand: WidgetBrand };

/** Settings first, then the brand from the script's own site, then the blog. */
export function WidgetRoot({ config, ...rest }: WidgetRootProps) {
  if (!config.ok) {
    return (
      <div role="alert" className={styles.problems} data-widget-problems>
        {config.problems.length === 1 ? (
          <p className={styles.problemText}>{config.problems[0]}</p>
        ) : (
          <ul className={styles.problemList}>
            {config.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return <BrandBoot config={config.config} {...rest} />;
}

function BrandBoot({
  config,
  brandOrigin,
  host,
  layer,
  onBrand,
}: Omit<WidgetRootProps, 'config'> & { config: Extract<ConfigResult, { ok: true }>['config'] }) {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    loadBrand(brandOrigin, abort.signal).then(
      (brand) => {
        onBrand(brand.brand);
        if (!brand.embedAllowed) console.warn(M.notAllowedConsole(window.location.origin, brand.brand.displayName));
        setBoot({ state: 'ready', brand });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('TlBlogs: could not load the brand.', error);
        setBoot({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [brandOrigin, attempt, onBrand]);

  if (boot.state === 'loading') return <Spinner label={BLOG_MESSAGES.loadingStories} />;
  if (boot.state === 'failed') {
    return (
      <div role="alert" className={styles.problems}>
        <p>{M.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setBoot({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {M.retry}
        </Button>
      </div>
    );
  }
  if (!boot.brand.embedAllowed) {
    return (
      <p role="alert" className={styles.problems} data-widget-not-allowed>
        {M.notAllowed(boot.brand.brand.displayName)}
      </p>
    );
  }
  return <Ready brand={boot.brand.brand} config={config} brandOrigin={brandOrigin} host={host} layer={layer} />;
}

/** The blog, once a partner's signed-in reader (if the element names one) has been signed in or refused. */
function Ready(props: Parameters<typeof createWidgetServices>[0]) {
  const [services] = useState(() => createWidgetServices(props));
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    void services.start().then(() => live && setStarted(true));
    return () => {
      live = false;
      services.destroy();
    };
  }, [services]);
  return started ? <WidgetApp value={services.value} /> : <Spinner label={BLOG_MESSAGES.loadingStories} />;
}
