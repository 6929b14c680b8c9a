export declare const MODES: readonly ['latest', '2026-03', 'legacy'];
export declare function modesPragma(source: string): 'all' | 'latest' | undefined;
export declare function allModeSuites(rootDir: string, dir: string): string[];
