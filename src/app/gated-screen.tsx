import type { ComponentType, ReactNode } from 'react';
import type { PrivateOpsPage } from '#src/features/ops/ops-page-names';
import { StudioGate } from '#src/features/studio/components/studio-gate';

/*
 * A route file declares its screen as a constant (`const Screen = opsScreen(…)`) and names it as the
 * route's `component`: the router plugin then moves the constant, the page and the gate out of the
 * first load into the route's own chunk (a call written inside the options it copies without JSX).
 */

/** An operations area's gate (features/ops/components/ops-gates.tsx). */
type OpsGate = ComponentType<{ page: PrivateOpsPage; children: ReactNode }>;

/**
 * An operations route's `component`: the page inside its area's gate, the gate's sign-in notice headed
 * by the screen's name, the same key its head takes (ops-page-head.ts `opsRoute`). `render` runs as the
 * component renders, so it may read the route (`Route.useParams()`, typed by the route).
 */
export function opsScreen(Gate: OpsGate, page: PrivateOpsPage, render: () => ReactNode) {
  return function OpsScreen() {
    return <Gate page={page}>{render()}</Gate>;
  };
}

/** A studio route's `component`: the page behind the studio's gate (advisers only); `render` as for opsScreen. */
export function studioScreen(render: () => ReactNode) {
  return function StudioScreen() {
    return <StudioGate>{render()}</StudioGate>;
  };
}
