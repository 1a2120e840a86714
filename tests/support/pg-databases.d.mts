export declare function databaseUrl(baseUrl: string, name: string): string;
export declare function databaseName(url: string): string;
export declare function freshDatabase(baseUrl: string, name: string, template?: string): Promise<string>;
