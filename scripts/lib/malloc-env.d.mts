export const MALLOC_ENV: Record<string, string>;
