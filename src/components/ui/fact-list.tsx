import type { ReactNode } from 'react';

/** The class names of a fact list's parts: the list, a row, a row's label and its value. */
export interface FactListClasses {
  list?: string;
  row?: string;
  label?: string;
  value?: string;
}

/**
 * Labelled values as a description list, one row (a div holding dt and dd) a fact. A label names its
 * row, so labels are unique within a list; a fact's third part is its value's test id.
 */
export function FactList({
  facts,
  classes = {},
  label,
}: {
  facts: ReadonlyArray<readonly [string, ReactNode, string?]>;
  classes?: FactListClasses;
  /** The list's accessible name, when the heading above it does not give one. */
  label?: string;
}) {
  return (
    <dl className={classes.list} aria-label={label}>
      {facts.map(([name, value, testId]) => (
        <div key={name} className={classes.row}>
          <dt className={classes.label}>{name}</dt>
          <dd className={classes.value} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
