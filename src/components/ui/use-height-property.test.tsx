// @vitest-environment jsdom
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { mount } from './test-root';
import { useHeightProperty } from './use-height-property';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  useHeightProperty(ref, '--box-height');
  return <div ref={ref}>box</div>;
}

describe('useHeightProperty', () => {
  it('keeps the element’s height on <html> while mounted, and takes it away after', () => {
    const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 41.5 });
    try {
      const root = document.documentElement;
      const { unmount } = mount(<Box />);
      expect(root.style.getPropertyValue('--box-height')).toBe('42px');
      unmount();
      expect(root.style.getPropertyValue('--box-height')).toBe('');
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', before);
    }
  });
});
