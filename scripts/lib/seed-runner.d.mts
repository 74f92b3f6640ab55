export type SeedOutput = {
  apiKey: string;
  users: { email: string; password: string; role: string; name: string }[];
};

export function runSeed(options: {
  dataDir: string;
  out: string;
  sandbox?: boolean;
  env?: Record<string, string>;
}): Promise<SeedOutput | null>;
