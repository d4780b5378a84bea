// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FactList } from './fact-list';
import { mount } from './test-root';

let unmount = () => {};
afterEach(() => unmount());

describe('FactList', () => {
  it('writes each fact as a row of dt and dd, with the classes given', () => {
    ({ unmount } = mount(
      <FactList
        facts={[
          ['Users', 12],
          ['City', <a href="/x">Pune</a>],
        ]}
        classes={{ list: 'list', row: 'row', label: 'label', value: 'value' }}
        label="Totals"
      />,
    ));
    const dl = document.querySelector('dl')!;
    expect(dl.className).toBe('list');
    expect(dl.getAttribute('aria-label')).toBe('Totals');
    const rows = [...dl.children];
    expect(rows.map((r) => [r.tagName, r.className])).toEqual([
      ['DIV', 'row'],
      ['DIV', 'row'],
    ]);
    expect(
      rows.map((r) => [r.querySelector('dt.label')?.textContent, r.querySelector('dd.value')?.textContent]),
    ).toEqual([
      ['Users', '12'],
      ['City', 'Pune'],
    ]);
    expect(dl.querySelector('dd a')?.getAttribute('href')).toBe('/x');
    expect(dl.querySelector('dd')!.hasAttribute('data-testid')).toBe(false);
  });

  it('gives a value the test id its fact names', () => {
    ({ unmount } = mount(<FactList facts={[['Refused', 3, 'refused']]} />));
    expect(document.querySelector('[data-testid="refused"]')?.textContent).toBe('3');
  });

  it('leaves out what it is not given: no classes, no name', () => {
    ({ unmount } = mount(<FactList facts={[['Users', 1]]} />));
    const dl = document.querySelector('dl')!;
    expect(dl.hasAttribute('class') || dl.hasAttribute('aria-label')).toBe(false);
    expect(dl.querySelector('dt')!.hasAttribute('class')).toBe(false);
  });
});
