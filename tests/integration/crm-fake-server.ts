import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Delivery {
  leadId: number;
  idempotencyKey: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  json: {
    event: string;
    leadId: number;
    browserConfirmed: boolean;
    throttled: boolean;
    lead: Record<string, unknown>;
  };
}

/**
 * A local fake CRM: answers 503 while `down`, otherwise 200, and records every delivery it
 * accepted (and how many it refused). Listens on 127.0.0.1 only. A GET answers the accepted
 * deliveries as JSON, so that browser-test workers in other processes can read them.
 */
export async function startFakeCrm(
  options: { down?: boolean; status?: number; port?: number } = {},
) {
  const state = {
    down: options.down ?? false,
    status: options.status ?? 200,
    accepted: [] as Delivery[],
    refused: 0,
  };
  const server = http.createServer((req, res) => {
    if (req.method === "GET") {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(state.accepted));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (state.down) {
        state.refused++;
        res.writeHead(503).end("down");
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const json = JSON.parse(body) as Delivery["json"];
      if (state.status >= 200 && state.status < 300) {
        state.accepted.push({
          leadId: json.leadId,
          idempotencyKey: req.headers["idempotency-key"] as string | undefined,
          timestamp: req.headers["x-vaidya-timestamp"] as string | undefined,
          signature: req.headers["x-vaidya-signature"] as string | undefined,
          body,
          json,
        });
      } else {
        state.refused++;
      }
      res.writeHead(state.status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
