export function systemChromium(): string | undefined;
export function benchChromium(): string;
export function ensureChromium(): Promise<string | null>;
