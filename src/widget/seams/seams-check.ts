/**
 * Compile-time only: each stand-in has the exports of the module it replaces in the widget build
 * (vite.widget.config.ts), with the same types where the widget can honour them. A name the app adds
 * and the widget lacks fails here, in `tsc`, rather than as "is not exported" in the widget build.
 */
import type * as AppDialog from '../../components/ui/dialog';
import type * as AppNavigation from '../../lib/navigation';
import type * as WidgetDialog from './dialog';
import type * as WidgetNavigation from './navigation';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type SeamsMatch = [
  Check<Same<keyof typeof AppNavigation, keyof typeof WidgetNavigation>>,
  Check<Same<typeof AppNavigation.useBrand, typeof WidgetNavigation.useBrand>>,
  Check<Same<typeof AppNavigation.useRetry, typeof WidgetNavigation.useRetry>>,
  Check<Same<keyof typeof AppDialog, keyof typeof WidgetDialog>>,
  Check<Same<Parameters<typeof AppDialog.Dialog>, Parameters<typeof WidgetDialog.Dialog>>>,
];
