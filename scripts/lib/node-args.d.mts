export declare const TS_SCRIPT_NODE_ARGS: string[];
