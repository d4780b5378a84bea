// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';
import * as styles from './data-table.css';
import { mount } from './test-root';
import { visuallyHidden } from './visually-hidden.css';

interface Line {
  symbol: string;
  weight: string;
}

const columns: DataColumn<Line>[] = [
  { header: 'Symbol', cell: (l) => l.symbol },
  { header: 'Sector', cell: () => 'Banks' },
  { header: 'Weight', numeric: true, emphasis: 'key', cell: (l) => l.weight },
  { header: 'Actions', hiddenHeader: true, emphasis: 'action', cell: (l) => <button>Sell {l.symbol}</button> },
];
const rows: Line[] = [
  { symbol: 'TCS', weight: '40%' },
  { symbol: 'INFY', weight: '60%' },
];

const roles = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.getAttribute('role'));

describe('DataTable', () => {
  it('is a table with a caption, column headers, a row header per row and cells, each with its role', () => {
    const { container, unmount } = mount(
      <DataTable rows={rows} columns={columns} rowKey={(l) => l.symbol} caption="2 stocks" />,
    );
    const table = container.querySelector('table')!;
    expect(table.getAttribute('role')).toBe('table');
    expect(table.querySelector('caption')?.textContent).toBe('2 stocks');
    expect(roles(table, 'thead th')).toEqual(['columnheader', 'columnheader', 'columnheader', 'columnheader']);
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
      'col',
    ]);
    expect(roles(table, 'tr')).toEqual(['row', 'row', 'row']);
    expect(roles(table, 'thead, tbody')).toEqual(['rowgroup', 'rowgroup']);
    const first = table.querySelectorAll('tbody tr')[0]!;
    expect(roles(first, 'th, td')).toEqual(['rowheader', 'cell', 'cell', 'cell']);
    expect(first.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(first.querySelector('th')?.textContent).toBe('TCS');
    // The button column's heading is there for screen readers only.
    expect(table.querySelector('thead th:last-child')?.textContent).toBe('Actions');
    unmount();
  });

  it("names each cell's card label in data-label, outside its text, and none for the row's button", () => {
    const { container, unmount } = mount(<DataTable rows={rows} columns={columns} rowKey={(l) => l.symbol} />);
    const [sector, weight, action] = [...container.querySelectorAll('tbody tr:first-child td')];
    expect(weight!.getAttribute('data-label')).toBe('Weight');
    expect(weight!.textContent).toBe('40%');
    expect(sector!.getAttribute('data-label')).toBe('Sector');
    expect(sector!.textContent).toBe('Banks');
    expect(action!.hasAttribute('data-label')).toBe(false);
    expect(weight!.className).toContain(styles.keyCell);
    expect(weight!.className).toContain(styles.numeric);
    expect(action!.className).toContain(styles.actionCell);
    unmount();
  });

  it('turns into cards below the width the table asks for, and never when it asks for none', () => {
    const narrow = mount(<DataTable rows={rows} columns={columns} rowKey={(l) => l.symbol} cardsBelow="wide" />);
    expect(narrow.container.querySelector('table')!.className).toContain(styles.cards.wide);
    expect(narrow.container.firstElementChild!.className).toContain(styles.wrap);
    narrow.unmount();
    const never = mount(<DataTable rows={rows} columns={columns} rowKey={(l) => l.symbol} cardsBelow="never" />);
    const table = never.container.querySelector('table')!;
    for (const variant of Object.values(styles.cards)) expect(table.className).not.toContain(variant);
    // The same elements and roles either way: the layout is the stylesheet's alone.
    expect(roles(table, 'tbody tr:first-child > *')).toEqual(['rowheader', 'cell', 'cell', 'cell']);
    never.unmount();
  });

  it('keeps a caption for screen readers only when a heading above says it', () => {
    const { container, unmount } = mount(
      <DataTable rows={rows} columns={columns} rowKey={(l) => l.symbol} caption="2 stocks" hiddenCaption />,
    );
    expect(container.querySelector('caption')!.className).toBe(visuallyHidden);
    unmount();
  });

  it('says its empty text instead of an empty table, and shows the head alone without one', () => {
    const said = mount(<DataTable rows={[]} columns={columns} rowKey={(l) => l.symbol} empty="No stocks yet." />);
    expect(said.container.querySelector('table')).toBeNull();
    expect(said.container.textContent).toBe('No stocks yet.');
    said.unmount();
    const bare = mount(<DataTable rows={[]} columns={columns} rowKey={(l) => l.symbol} />);
    expect(bare.container.querySelectorAll('thead th')).toHaveLength(4);
    expect(bare.container.querySelectorAll('tbody tr')).toHaveLength(0);
    bare.unmount();
  });

  it('names its box as a region, lets a heading name the table, and adds a foot row without a row header', () => {
    const { container, unmount } = mount(
      <>
        <h2 id="t">Holdings</h2>
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(l) => l.symbol}
          labelledBy="t"
          regionLabel="Holdings table"
          rowHeader={false}
          rowData={(l) => ({ 'data-symbol': l.symbol })}
          foot={{ symbol: 'Total', weight: '100%' }}
        />
      </>,
    );
    const box = container.querySelector('[role="region"]')!;
    expect(box.getAttribute('aria-label')).toBe('Holdings table');
    expect(container.querySelector('table')!.getAttribute('aria-labelledby')).toBe('t');
    expect(container.querySelector('caption')).toBeNull();
    expect(container.querySelector('tbody tr')!.getAttribute('data-symbol')).toBe('TCS');
    expect(roles(container, 'tbody tr:first-child > *')).toEqual(['cell', 'cell', 'cell', 'cell']);
    expect(roles(container, 'tfoot tr > *')).toEqual(['cell', 'cell', 'cell', 'cell']);
    expect(container.querySelector('tfoot td:nth-child(3)')!.textContent).toBe('100%');
    unmount();
  });
});
