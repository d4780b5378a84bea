import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Mounts React into a fresh element of the test document; `unmount` cleans up. For component tests only. */
export function mount(node: ReactNode) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    rerender: (next: ReactNode) => act(() => root!.render(next)),
    unmount: () => {
      act(() => root!.unmount());
      container.remove();
    },
  };
}
