import type { Page } from 'playwright-core';
export declare function signInByEmail(page: Page, origin: string, email: string, apiBase?: string): Promise<void>;
export declare function startDemoServer(root: string, port: number, dataDir: string): { readonly ready: Promise<void>; readonly stop: () => void };
