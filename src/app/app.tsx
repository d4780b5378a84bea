import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { BrandConfig } from '../lib/brand';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

export function App({ brand, basepath }: { brand: BrandConfig; basepath: string }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter({ brand, queryClient }, basepath));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
