export function sourceHash(root?: string): string;
export function staleBuildReason(distDir: string, hash: string): string | null;
export function writeBuildStamp(distDir: string, hash: string): void;
