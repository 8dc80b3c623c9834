export declare const SERVER_BUNDLE: string;
export declare function isStale(built: string, sources: string[]): boolean;
export declare function buildServer(): Promise<void>;
export declare function buildServerIfStale(): Promise<void>;
export declare function runBackupCommand(name: 'backupCommand' | 'restoreCommand'): Promise<void>;
