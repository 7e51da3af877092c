/** Types of data-template.mjs (plain JavaScript, so start-server.mjs runs it without a build). */
export declare const TEMPLATE_PRODUCTS: number;
export declare function ensureTemplate(templateDir: string, timeoutMs?: number): Promise<string>;
export declare function seedDataDir(templateDir: string, dataDir: string): Promise<void>;
export declare function removeTemplate(templateDir: string): void;
export declare const CONTRACTOR_CREDENTIALS_FILE: string;
