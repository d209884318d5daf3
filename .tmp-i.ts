import { islandPaths } from "./src/ui/board/geometry.ts";
import { writeFileSync } from "node:fs";
const c = process.cpuUsage(); const p = islandPaths(); console.log("cpu ms", (process.cpuUsage(c).user / 1000).toFixed(1));
writeFileSync(process.argv[2], JSON.stringify(p));
