// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TitledSection } from './page';
import { mount } from './test-root';

let unmount = () => {};
afterEach(() => unmount());

describe('TitledSection', () => {
  it.each([
    [undefined, 'H2'],
    [3 as const, 'H3'],
  ])('is a section named by its own heading (level %s: %s)', (level, tag) => {
    ({ unmount } = mount(
      <TitledSection id="s-plans" title="Plans" className="box" titleClassName="title" level={level}>
        <p>Two plans</p>
      </TitledSection>,
    ));
    const section = document.querySelector('section')!;
    const heading = section.firstElementChild!;
    expect(section.getAttribute('aria-labelledby')).toBe('s-plans');
    expect(section.className).toBe('box');
    expect(heading.tagName).toBe(tag);
    expect(heading.id).toBe('s-plans');
    expect(heading.className).toBe('title');
    expect(heading.textContent).toBe('Plans');
    expect(section.querySelector('p')?.textContent).toBe('Two plans');
  });
});
