import fs from "node:fs";
import { openPglite } from "@/src/db/client";
const handle = openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync("/tmp/near/db.tar")]) });
const c = (handle.db as any).$client;
for (const q of process.argv.slice(2)) { const r = await c.query(q); console.table(r.rows); }
await handle.close();
