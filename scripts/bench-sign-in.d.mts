import type { Page } from 'playwright-core';
export declare function signInByEmail(page: Page, origin: string, email: string, apiBase?: string): Promise<void>;
