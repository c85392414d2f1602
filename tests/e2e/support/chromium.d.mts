export declare function findChromium(options?: { install?: boolean }): Promise<string>;
export declare const CHROMIUM_ARGS: string[];
