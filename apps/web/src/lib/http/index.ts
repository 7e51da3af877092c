export { callServer } from './client';
export { pendingRequest, rememberRequest, takePendingRequest } from './pending';
export type { CallOptions, CallResult, PendingRequest } from './types';
