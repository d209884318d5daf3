// What one PeerJS signalling server holds: connects N WebSocket peers (as PeerJS clients do: key,
// id, token) to a real PeerServer in a process of its own on 127.0.0.1, inside a loopback-only
// network namespace (file-descriptor limit raised), and prints the server's resident memory and CPU
// and the connect times at each N. Run by `npm run bench`, or alone: `node
// scripts/bench-signalling.mjs 1000 5000 20000`. Also shows PeerServer's default cap of 5,000
// (`concurrent_limit`): the next peer is refused. Prints figures, asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const script = new URL(import.meta.url).pathname;
const counts = (process.argv.slice(2).length ? process.argv.slice(2) : ["1000", "5000", "20000"]).map(Number).filter((n) => n > 0);
if (!process.env.INKOGNITO_NETNS) {
  // A namespace with loopback only, and room for 2 × N sockets in this process and N in the server's.
  const inner = `ip link set lo up && ulimit -n "$(ulimit -Hn)" && exec "${process.execPath}" "${script}" ${counts.join(" ")}`;
  const args = process.getuid?.() === 0 ? ["-n", "sh", "-c", inner] : ["-rn", "sh", "-c", inner];
  const r = spawnSync("unshare", args, { stdio: "inherit", env: { ...process.env, INKOGNITO_NETNS: "1" } });
  if (r.error) console.error(`cannot enter a network namespace (${r.error.message})`);
  process.exit(r.status ?? 1);
}
const { default: WebSocket } = await import("ws");
// Each process may hold only as many sockets as its file-descriptor limit (raised to the hard limit
// above; root with CAP_SYS_RESOURCE can raise that too): N above it is measured at the most it allows.
const fdLimit = Number(spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim()) || 1024;
const root = new URL("..", import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A PeerServer process; `limit` null keeps PeerServer's default cap. */
async function server(limit) {
  const options = { host: "127.0.0.1", port: 0, path: "/peerjs", alive_timeout: 3_600_000, ...(limit ? { concurrent_limit: limit } : {}) };
  const code = `import("peer").then(({ PeerServer }) => PeerServer(${JSON.stringify(options)}, (s) => console.log("PORT " + s.address().port)))`;
  const proc = spawn(process.execPath, ["-e", code], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => { out += d; const m = /PORT (\d+)/.exec(out); if (m) resolve(Number(m[1])); });
    proc.on("exit", () => reject(new Error("the PeerServer process exited")));
  });
  const status = () => readFileSync(`/proc/${proc.pid}/status`, "utf8");
  return {
    port,
    rssMB: () => Number(/VmRSS:\s+(\d+)/.exec(status())[1]) / 1024,
    /** CPU time used so far (user + system), ms. */
    cpuMs: () => {
      const f = readFileSync(`/proc/${proc.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return (Number(f[11]) + Number(f[12])) * 10; // clock ticks of 10 ms
    },
    close: () => proc.kill(),
  };
}

/** One peer's socket: resolves with the time to the server's OPEN (or its error message). */
function connectPeer(port, i) {
  const t0 = performance.now();
  const ws = new WebSocket(`ws://127.0.0.1:${port}/peerjs/peerjs?key=peerjs&id=bench${i}x${Math.random().toString(36).slice(2, 8)}&token=t${i}`);
  return new Promise((resolve) => {
    ws.on("message", (d) => {
      const m = JSON.parse(String(d));
      resolve({ ws, ms: performance.now() - t0, ok: m.type === "OPEN", msg: m.payload?.msg });
    });
    ws.on("error", (e) => resolve({ ws, ms: performance.now() - t0, ok: false, msg: e.message }));
  });
}

const pct = (a, p) => a[Math.min(a.length - 1, Math.floor(a.length * p))];
function print(name, value, note = "") {
  console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`);
}

console.log(`signalling: one PeerServer process (peer ${JSON.parse(readFileSync(`${root}node_modules/peer/package.json`, "utf8")).version}, node ${process.version}), WebSocket peers from another, 127.0.0.1`);
for (const asked of counts) {
  const n = Math.min(asked, fdLimit - 100);
  if (n < asked) console.log(`  (${asked} peers asked: this machine's file-descriptor limit is ${fdLimit}, so ${n})`);
  // Up to the default cap PeerServer runs as shipped; above it, with concurrent_limit raised to N.
  const srv = await server(n > 5000 ? n : null);
  await sleep(500);
  const rss0 = srv.rssMB(), cpu0 = srv.cpuMs();
  const sockets = [], times = [];
  let refused = 0;
  const t0 = performance.now();
  // 200 connecting at a time: how peers arrive at a busy server, not a SYN flood.
  for (let i = 0; i < n; i += 200) {
    const batch = await Promise.all(Array.from({ length: Math.min(200, n - i) }, (_, k) => connectPeer(srv.port, i + k)));
    for (const r of batch) {
      sockets.push(r.ws);
      if (r.ok) times.push(r.ms);
      else refused++;
    }
  }
  const wall = performance.now() - t0;
  await sleep(1500);
  const rss = srv.rssMB(), cpu = srv.cpuMs() - cpu0;
  times.sort((a, b) => a - b);
  print(`signalling ${n} peers: server RSS (idle → all connected)`, `${rss.toFixed(1)} MB`, `idle ${rss0.toFixed(1)} MB; ${(((rss - rss0) * 1024) / Math.max(1, times.length)).toFixed(1)} kB a peer`);
  print(`signalling ${n} peers: server CPU a connect`, `${(cpu / Math.max(1, times.length)).toFixed(2)} ms`, `${cpu} ms for all (10 ms ticks); ${(wall / 1000).toFixed(1)} s wall for all`);
  print(`signalling ${n} peers: connect time median / p95 / max`, `${pct(times, 0.5).toFixed(1)} ms`, `p95 ${pct(times, 0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms (200 connecting at once); ${refused} refused`);
  if (n === 5000 && times.length === 5000) {
    const extra = await connectPeer(srv.port, n + 1);
    print("signalling: peer 5,001 on a server with the default cap", extra.ok ? "accepted" : "refused", extra.msg ?? "");
    extra.ws.close();
  }
  for (const ws of sockets) ws.terminate();
  srv.close();
  await sleep(500);
}
console.log("  (a table of P players holds P sockets while its pages are open: one server holds N / P tables at once)");
