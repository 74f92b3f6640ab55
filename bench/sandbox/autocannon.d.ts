// The few parts of autocannon the bench uses (the package ships no types).
declare module "autocannon" {
  type Req = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<{ setupRequest?: (req: Req) => Req }>;
  };
  type Result = { requests: { average: number; total: number }; non2xx: number; errors: number };
  export default function autocannon(opts: Options): Promise<Result>;
}
