import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Snackbar } from '../components/ui/snackbar';
import { ApiProvider } from '../lib/http/api-context';
import { WidgetPrompts } from './prompts/widget-prompts';
import { DetailRoute } from './routes/detail-route';
import { ListRoute } from './routes/list-route';
import { WidgetContext, useWidget, type WidgetContextValue } from './widget-context';
import { useWidgetRoute } from './widget-router';
import * as styles from './widget.css';

/** The widget once it has its brand: its own store, query client and request client, and its routes. */
export function WidgetApp({ value }: { value: WidgetContextValue }) {
  return (
    <WidgetContext.Provider value={value}>
      <JotaiProvider store={value.store}>
        <QueryClientProvider client={value.queryClient}>
          <ApiProvider client={value.api}>
            <div className={styles.app}>
              <Routes />
            </div>
            <WidgetPrompts />
            <Snackbar />
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </WidgetContext.Provider>
  );
}

function Routes() {
  const { router, config } = useWidget();
  const route = useWidgetRoute(router);
  return route.name === 'detail' ? (
    <DetailRoute key={route.postId} postId={route.postId} slug={route.slug} />
  ) : (
    <ListRoute list={config.tlPostList} page={route.page} />
  );
}
