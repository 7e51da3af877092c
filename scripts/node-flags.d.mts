/** Types of node-flags.mjs (plain JavaScript, so the operator scripts and start-server.mjs run it without a build). */
export declare function startArgs(): string[];
export declare function runAsServer(): void;
