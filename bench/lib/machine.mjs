// What the figures were measured on, for the results file.
import os from "node:os";

export function describeMachine() {
  const cpus = os.cpus();
  const [l1, l5] = os.loadavg();
  return [
    `${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}`,
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
    `${os.type()} ${os.release()} (${os.arch()})`,
    `Node ${process.version}`,
    `load average at start ${l1.toFixed(2)} / ${l5.toFixed(2)} (1 / 5 min)`,
  ].join("; ");
}
