import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { investmentCalls, refreshInvestments, type InvestmentCalls } from './investment-mutations';

/** One of the investment calls as a mutation that refreshes the investor's figures when it succeeds. */
export function useInvestmentCall<K extends keyof InvestmentCalls>(name: K) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<InvestmentCalls[K]>[0]) =>
      (investmentCalls(api)[name] as (v: typeof variables) => ReturnType<InvestmentCalls[K]>)(variables) as Promise<
        Awaited<ReturnType<InvestmentCalls[K]>>
      >,
    onSuccess: () => refreshInvestments(queryClient),
  });
}
