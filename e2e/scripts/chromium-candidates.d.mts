/** The usual system locations of a Chromium, best first. */
export declare const CANDIDATES: readonly string[];
/** True for a file this user may run (not a folder, not a missing path). */
export declare function isExecutable(path: string): boolean;
