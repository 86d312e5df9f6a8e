import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake provider received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  body: string;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

/**
 * A local stand-in for an SMS provider: records every request and answers whatever the test
 * scripted next (default: MSG91's success answer).
 */
export async function startFakeProvider() {
  const received: ReceivedRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const answer = script.shift() ?? {
        status: 200,
        body: '{"message":"3763646c3058373530393938","type":"success"}',
      };
      if (answer.hang) return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    next(answer: ScriptedAnswer) {
      script.push(answer);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
