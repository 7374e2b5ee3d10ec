export function newestSource(paths: string[]): number;
export function isStale(output: string, sources: string[]): boolean;
export function buildSwapped(target: string, buildInto: (directory: string) => void): void;
export function ensureBuilds(root: string, options?: { web?: boolean }): void;
export function buildWeb(root: string): void;
export function runVite(root: string, args: string[]): void;
