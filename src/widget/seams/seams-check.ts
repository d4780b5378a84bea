/**
 * Compile-time only: each stand-in has the exports of the module it replaces in the widget build
 * (vite.widget.config.ts), with the same types where the widget can honour them. A name the app adds
 * and the widget lacks fails here, in `tsc`, rather than as "is not exported" in the widget build.
 * The package stand-in offers the part of their package our code uses (decision 0083).
 */
import type * as RealOfetch from 'ofetch';
import type * as AppDialog from '../../components/ui/dialog';
import type * as AppSafeHtml from '../../components/ui/safe-html';
import type * as AppSanitizerLoader from '../../lib/html/sanitizer-loader';
import type * as AppNavigation from '../../lib/navigation';
import type * as AppOfflineArticles from '../../lib/offline/offline-articles';
import type * as AppValidatedStorage from '../../lib/session/validated-storage';
import type * as AppPushLater from '../../lib/push/push-later';
import type * as AppImagePreload from '../../lib/html/image-preload';
import type * as AppCachedQuery from '../../lib/http/cached-query';
import type * as WidgetCachedQuery from './cached-query';
import type * as AppCachedInfiniteQuery from '../../lib/http/cached-infinite-query';
import type * as WidgetCachedInfiniteQuery from './cached-infinite-query';
import type * as AppCachedQueryCore from '../../lib/http/cached-query-core';
import type * as WidgetCachedQueryCore from './cached-query-core';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { PostDetailBody, PostListBody } from '#contract/blog/types';
import type * as WidgetImagePreload from './image-preload';
import type * as WidgetPushLater from './push-later';
import type * as WidgetDialog from './dialog';
import type * as WidgetSafeHtml from './safe-html';
import type * as WidgetSanitizerLoader from './sanitizer-loader';
import type * as WidgetNavigation from './navigation';
import type * as WidgetOfetch from './ofetch';
import type * as WidgetOfflineArticles from './offline-articles';
import type * as WidgetValidatedStorage from './validated-storage';

/** The listing's infinite read, in the app and in the widget, for the blog's list (its pages by number). */
type AppListing = typeof AppCachedInfiniteQuery.useCachedSuspenseInfiniteQuery<PostListBody, QueryKey, number>;
type WidgetListing = typeof WidgetCachedInfiniteQuery.useCachedSuspenseInfiniteQuery<
  PostListBody,
  Error,
  InfiniteData<PostListBody>,
  QueryKey,
  number
>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Extends<A, B> = [A] extends [B] ? true : false;
type Check<T extends true> = T;

type AppStorage = ReturnType<typeof AppValidatedStorage.validatedStorage<boolean>>;
type WidgetStorage = ReturnType<typeof WidgetValidatedStorage.validatedStorage<boolean>>;

export type SeamsMatch = [
  Check<Same<keyof typeof AppNavigation, keyof typeof WidgetNavigation>>,
  Check<Same<typeof AppNavigation.useBrand, typeof WidgetNavigation.useBrand>>,
  Check<Same<typeof AppNavigation.useRetry, typeof WidgetNavigation.useRetry>>,
  Check<Same<keyof typeof AppDialog, keyof typeof WidgetDialog>>,
  Check<Same<keyof typeof AppSafeHtml, keyof typeof WidgetSafeHtml>>,
  Check<Same<Parameters<typeof AppSafeHtml.SafeHtml>, Parameters<typeof WidgetSafeHtml.SafeHtml>>>,
  Check<Same<keyof typeof AppSanitizerLoader, keyof typeof WidgetSanitizerLoader>>,
  Check<Same<typeof AppSanitizerLoader.withSanitizer, typeof WidgetSanitizerLoader.withSanitizer>>,
  Check<Extends<typeof WidgetSanitizerLoader.loadSanitizer, typeof AppSanitizerLoader.loadSanitizer>>,
  Check<Same<Parameters<typeof AppDialog.Dialog>, Parameters<typeof WidgetDialog.Dialog>>>,
  Check<Same<keyof typeof AppOfflineArticles, keyof typeof WidgetOfflineArticles>>,
  Check<Same<typeof AppOfflineArticles.rememberArticle, typeof WidgetOfflineArticles.rememberArticle>>,
  Check<Same<typeof AppOfflineArticles.listSavedArticles, typeof WidgetOfflineArticles.listSavedArticles>>,
  Check<Same<typeof AppOfflineArticles.useSavedArticles, typeof WidgetOfflineArticles.useSavedArticles>>,
  Check<Same<keyof typeof AppValidatedStorage, keyof typeof WidgetValidatedStorage>>,
  Check<Same<keyof typeof AppPushLater, keyof typeof WidgetPushLater>>,
  Check<Same<typeof AppImagePreload.preloadImage, typeof WidgetImagePreload.preloadImage>>,
  Check<Same<typeof AppPushLater.unsubscribeFromPushLater, typeof WidgetPushLater.unsubscribeFromPushLater>>,
  Check<Same<typeof AppPushLater.keepPushSubscriptionLater, typeof WidgetPushLater.keepPushSubscriptionLater>>,
  Check<Same<keyof typeof AppCachedQuery, keyof typeof WidgetCachedQuery>>,
  Check<
    Extends<
      ReturnType<typeof WidgetCachedQuery.useCachedQuery<PostDetailBody>>,
      ReturnType<typeof AppCachedQuery.useCachedQuery<PostDetailBody, QueryKey>>
    >
  >,
  Check<
    Extends<
      ReturnType<typeof WidgetCachedQuery.useCachedSuspenseQuery<PostDetailBody>>,
      ReturnType<typeof AppCachedQuery.useCachedSuspenseQuery<PostDetailBody, QueryKey>>
    >
  >,
  Check<
    Extends<
      Parameters<typeof AppCachedQuery.useCachedQuery<PostDetailBody, QueryKey>>[0],
      Parameters<typeof WidgetCachedQuery.useCachedQuery<PostDetailBody, Error, PostDetailBody, QueryKey>>[0]
    >
  >,
  Check<Same<typeof AppCachedQueryCore.isQueryInUse, typeof WidgetCachedQueryCore.isQueryInUse>>,
  Check<Same<keyof typeof AppCachedInfiniteQuery, keyof typeof WidgetCachedInfiniteQuery>>,
  Check<Extends<ReturnType<WidgetListing>, ReturnType<AppListing>>>,
  Check<Extends<Parameters<AppListing>[0], Parameters<WidgetListing>[0]>>,
  Check<Same<Parameters<AppStorage['getItem']>, Parameters<WidgetStorage['getItem']>>>,
  Check<Extends<WidgetStorage, Omit<AppStorage, 'subscribe'>>>,
  Check<Extends<keyof typeof WidgetOfetch, keyof typeof RealOfetch>>,
  Check<
    Same<Parameters<typeof WidgetOfetch.ofetch.create>[0], Parameters<typeof RealOfetch.ofetch.create>[0] | undefined>
  >,
];
