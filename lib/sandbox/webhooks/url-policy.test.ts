import { describe, expect, it } from "vitest";

import { checkWebhookUrl } from "./url-policy";

const ALLOW = ["localhost", "127.0.0.1"];

describe("webhook URL policy", () => {
  it.each([
    ["https://hooks.example.com/partner", []],
    ["https://hooks.example.com:8443/a?b=c", []],
    ["https://93.184.216.34/hook", []],
    ["https://[2606:4700::6810:85e5]/hook", []],
    ["http://localhost:3000/api/webhooks/partner", ALLOW],
    ["http://127.0.0.1:4010/hook", ALLOW],
    ["https://localhost/hook", ALLOW],
    ["http://LOCALHOST:3000/x", ALLOW],
  ])("accepts %s (allow-list %j)", (url, allow) => {
    expect(checkWebhookUrl(url, allow)).toMatchObject({ ok: true });
  });

  it.each([
    ["http://hooks.example.com/partner", /https/],
    ["http://localhost:3000/hook", /https/],
    ["http://127.0.0.1/hook", /https/],
    ["ftp://hooks.example.com/x", /https/],
    ["javascript:alert(1)", /https/],
    ["not a url", /absolute URL/],
    ["/relative/path", /absolute URL/],
    ["https://user:pass@hooks.example.com/x", /credentials/],
    ["https://user@hooks.example.com/x", /credentials/],
    ["https://localhost/hook", /localhost/],
    ["https://api.localhost/hook", /localhost/],
    ["https://localhost./hook", /localhost/],
    ["https://127.0.0.1/hook", /loopback/],
    ["https://127.8.9.10/hook", /loopback/],
    ["https://2130706433/hook", /loopback/],
    ["https://0x7f000001/hook", /loopback/],
    ["https://0177.0.0.1/hook", /loopback/],
    ["https://127.1/hook", /loopback/],
    ["https://0x7f.1/hook", /loopback/],
    ["https://0.0.0.0/hook", /unspecified/],
    ["https://0/hook", /unspecified/],
    ["https://10.1.2.3/hook", /private/],
    ["https://172.16.0.1/hook", /private/],
    ["https://172.31.255.254/hook", /private/],
    ["https://192.168.1.10/hook", /private/],
    ["https://3232235786/hook", /private/],
    ["https://169.254.169.254/latest/meta-data", /link-local/],
    ["https://169.254.1.1/hook", /link-local/],
    ["https://100.64.0.1/hook", /CGNAT/],
    ["https://100.127.255.254/hook", /CGNAT/],
    ["https://[::1]/hook", /loopback/],
    ["https://[::]/hook", /unspecified/],
    ["https://[fc00::1]/hook", /unique local/],
    ["https://[fd12:3456::1]/hook", /unique local/],
    ["https://[fe80::1]/hook", /link-local/],
    ["https://[::ffff:127.0.0.1]/hook", /loopback/],
    ["https://[::ffff:7f00:1]/hook", /loopback/],
    ["https://[::ffff:10.0.0.1]/hook", /private/],
    ["https://[::ffff:169.254.169.254]/hook", /link-local/],
    ["https://[::ffff:8.8.8.8]/hook", /IPv4-mapped/],
    ["https://224.0.0.1/hook", /multicast/],
  ])("refuses %s", (url, reason) => {
    const verdict = checkWebhookUrl(url, []);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });

  it("the allow-list opens plain http only for the hosts it names, never their neighbours", () => {
    expect(checkWebhookUrl("http://127.0.0.1:9/x", ALLOW).ok).toBe(true);
    expect(checkWebhookUrl("http://127.0.0.2:9/x", ALLOW).ok).toBe(false);
    expect(checkWebhookUrl("http://localhost.evil.example/x", ALLOW).ok).toBe(false);
    expect(checkWebhookUrl("http://10.0.0.1/x", ALLOW).ok).toBe(false);
    expect(checkWebhookUrl("http://user:pw@localhost:3000/x", ALLOW).ok).toBe(false);
  });

  it("public names and addresses next to the private ranges pass", () => {
    for (const host of [
      "172.15.255.255",
      "172.32.0.1",
      "100.63.255.255",
      "100.128.0.1",
      "169.253.1.1",
      "11.0.0.1",
    ]) {
      expect(checkWebhookUrl(`https://${host}/x`, []).ok, host).toBe(true);
    }
  });
});
