import { MutationObserver, type MutationObserverOptions, type QueryClient } from '@tanstack/react-query';

/**
 * One run of a mutation's options on a `MutationObserver`, for a press whose code loads with it
 * (decision 0305): the options do the optimistic change, the rollback and the telling; this settles
 * when the mutation has, never rejecting.
 */
export async function mutateOnce<TData, TError, TVariables, TContext>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, TError, TVariables, TContext>,
  variables: TVariables,
): Promise<void> {
  await new MutationObserver(queryClient, options).mutate(variables).catch(() => undefined);
}
