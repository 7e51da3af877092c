/** Types of server-command.mjs (plain JavaScript, so start-server.mjs runs it without a build). */
export declare function serverArgs(): string[];
