import { useContext } from 'react';
import { DocumentHead } from '../document-head';
import { RootLayout } from '../root-layout';
import { PageFrameContext } from './page-frame';

/**
 * The root route's component: the layout. Inside #root of a shell (page-frame.ts), it also puts
 * each route's head tags into <head> itself; in a whole document, AppDocument's <HeadContent/> does.
 */
export function AppRoot() {
  if (useContext(PageFrameContext) === 'document') return <RootLayout />;
  return (
    <>
      <DocumentHead />
      <RootLayout />
    </>
  );
}
