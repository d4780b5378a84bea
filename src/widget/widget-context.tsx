import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/http/api-client';
import type { AppStore } from '../lib/app-store';
import type { BrandConfig } from '../lib/brand';
import type { WidgetConfig } from './widget-config';
import type { WidgetRouter } from './widget-router';

/**
 * What the widget's screens share: the brand, its own query client, request client and store, the
 * settings and the router. The widget's seams (seams/navigation.tsx, seams/dialog.tsx) read it.
 */
export interface WidgetContextValue {
  brand: BrandConfig;
  queryClient: QueryClient;
  api: ApiClient;
  store: AppStore;
  config: WidgetConfig;
  router: WidgetRouter;
  /** The brand's site, where the script, the API and the images come from. */
  brandOrigin: string;
  /** Where dialogs render: inside the shadow root, outside the layout container. */
  layer: HTMLElement;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget must be used inside the blog widget');
  return value;
}
