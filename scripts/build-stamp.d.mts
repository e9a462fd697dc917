/** Relative path → SHA-256 of the content, for every input of the build. */
export type BuildInputs = Record<string, string>;

export declare const BUILD_OUTPUTS: readonly string[];
export declare const STAMP_FILE: string;
export declare const hashBuildInputs: (root: string) => Promise<BuildInputs>;
export declare const writeStamp: (root: string, inputs: BuildInputs) => Promise<void>;
export declare const removeStamp: (root: string) => Promise<void>;
export declare const changedInputs: (before: BuildInputs, now: BuildInputs) => string[];
export declare const checkBuild: (root: string) => Promise<{ current: boolean; reason: string }>;
