import { useState, type ReactNode } from 'react';
import type { ChartPeriod } from '#contract/baskets/details';
import { CHART_PERIODS } from '#contract/baskets/details';
import { Button } from '#src/components/ui/button';
/** The words of a chart section; each screen keeps its own (its messages file). */
export interface ChartSectionTexts {
  /** The period buttons' group name. */
  period: string;
  periodLabels: Record<ChartPeriod, string>;
  loading: string;
  failed: string;
  retry: string;
  showTable: string;
  hideTable: string;
}

export interface ChartSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  classes: { section: string; title: string; periods: string; period: string; legend: string; box: string };
  texts: ChartSectionTexts;
  period: ChartPeriod;
  onPeriod: (period: ChartPeriod) => void;
  /** The lines' names, each after its swatch (the figure's label and the table say the same to a screen reader). */
  legend: { swatch: string; label: string }[];
  /** A line between the legend and the chart (e.g. a basket younger than the period). */
  note?: ReactNode;
  /** The chart's query: its data, whether it failed, is switching period, and how to ask again. */
  query: { data: unknown; isError: boolean; isPending: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  figureLabel: string;
  /** The chart (SVG, decision 0310), shown once there is data; the loading line until then. */
  chart: ReactNode;
  tableId: string;
  /** The table alternative (in the server's HTML; hidden until 'Show as table'). */
  table: (shown: boolean) => ReactNode;
}

/**
 * A chart over 1, 3 or 5 years (docs/investments.md, "Chart"): period buttons, a legend, the chart (drawn by the
 * server too), and its table alternative behind 'Show as table'. The basket's performance and an investment's value.
 */
export function ChartSection(props: ChartSectionProps) {
  const { id, title, classes, texts, period, onPeriod, legend, note, query, figureLabel, chart, tableId } = props;
  const [tableShown, setTableShown] = useState(false);
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      <div role="group" aria-label={texts.period} className={classes.periods}>
        {CHART_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={classes.period}
            aria-pressed={p === period}
            onClick={() => onPeriod(p)}
          >
            {texts.periodLabels[p]}
          </button>
        ))}
      </div>
      <ul className={classes.legend} aria-hidden="true">
        {legend.map((line, i) => (
          <li key={i}>
            <span className={line.swatch} />
            {line.label}
          </li>
        ))}
      </ul>
      {note}
      {query.isError && !query.data ? (
        <p role="alert" className={classes.box}>
          {texts.failed}{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </p>
      ) : (
        <figure className={classes.box} aria-label={figureLabel} aria-busy={query.isPlaceholderData || query.isPending}>
          {query.data ? chart : <p>{texts.loading}</p>}
        </figure>
      )}
      <Button
        variant="secondary"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((s) => !s)}
      >
        {tableShown ? texts.hideTable : texts.showTable}
      </Button>
      {props.table(tableShown)}
    </section>
  );
}
