export { interpret } from './interpret';
export { notFoundRoute, redirectTarget } from './redirect-target';
export type { ErrorDetailRecord, ErrorInterpretation, Interpretation, InterpretContext, InterpretInput } from './types';
