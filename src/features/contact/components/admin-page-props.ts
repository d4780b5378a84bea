import type { ReactNode } from 'react';

export interface AdminPageProps {
  /**
   * The admin area's navigation (the ops feature's AdminNav), shown under the title. The route
   * passes it: features never import each other (docs/architecture.md).
   */
  nav?: ReactNode;
}
