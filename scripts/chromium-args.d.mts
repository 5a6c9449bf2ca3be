export declare const DISABLE_FEATURES: string;
export declare const CHROMIUM_ARGS: string[];
