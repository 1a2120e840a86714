export declare function dropCmsSchema(url: string): Promise<void>;
