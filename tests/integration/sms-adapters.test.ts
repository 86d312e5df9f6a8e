import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCaptureSender,
  createConsoleSender,
  createMsg91Sender,
  createWebhookSender,
  SmsDeliveryError,
} from "@/src/server/sms";
import { startFakeProvider } from "./sms-fake-provider";

let fake: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(async () => {
  await fake.close();
});

const message = {
  to: "+919876543210",
  text: "123456 is your Vaidya OTP to log in. It is valid for 10 minutes. Do not share it with anyone.",
  otp: "123456",
};

async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SmsDeliveryError) return error;
    throw error;
  }
  throw new Error("expected the send to fail");
}

describe("MSG91 adapter against a fake provider", () => {
  const msg91 = () =>
    createMsg91Sender({
      url: `${fake.url}/api/v5/flow/`,
      authKey: "test-auth-key",
      templateId: "tmpl-otp-1",
      senderId: "VAIDYA",
      dltTemplateId: "1107160000000000001",
      timeoutMs: 300,
    });

  it("posts the template, recipient and OTP with the authkey header", async () => {
    const before = fake.received.length;
    await msg91().send(message);
    const request = fake.received[before];
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/api/v5/flow/");
    expect(request?.headers.authkey).toBe("test-auth-key");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      template_id: "tmpl-otp-1",
      sender: "VAIDYA",
      short_url: "0",
      DLT_TE_ID: "1107160000000000001",
      recipients: [{ mobiles: "919876543210", otp: "123456" }],
    });
  });

  it("an authentication failure (401) is a delivery error with the provider's message", async () => {
    fake.next({ status: 401, body: '{"type":"error","message":"Authentication failure"}' });
    const error = await failure(msg91().send(message));
    expect(error.httpStatus).toBe(401);
    expect(error.detail).toBe("HTTP 401: Authentication failure");
  });

  it("an error type with HTTP 200 is still a failure", async () => {
    fake.next({ status: 200, body: '{"type":"error","message":"Template ID Missing or Invalid"}' });
    const error = await failure(msg91().send(message));
    expect(error.detail).toContain("Template ID Missing or Invalid");
  });

  it("a 500 with a non-JSON body is a failure", async () => {
    fake.next({ status: 500, body: "<html>Internal Server Error</html>" });
    const error = await failure(msg91().send(message));
    expect(error.httpStatus).toBe(500);
    expect(error.detail).toContain("Internal Server Error");
  });

  it("a provider that does not answer times out", async () => {
    fake.next({ status: 200, body: "", hang: true });
    const error = await failure(msg91().send(message));
    expect(error.detail).toBe("no answer within 300 ms");
  });

  it("an unreachable provider is a delivery error", async () => {
    const sender = createMsg91Sender({
      url: "http://127.0.0.1:9/api/v5/flow/",
      authKey: "k",
      templateId: "t",
      senderId: "VAIDYA",
      timeoutMs: 1000,
    });
    const error = await failure(sender.send(message));
    expect(error.provider).toBe("msg91");
  });
});

describe("webhook adapter against a fake endpoint", () => {
  const secret = "webhook-secret-0123456789";
  const webhook = () =>
    createWebhookSender({
      url: `${fake.url}/sms-hook`,
      secret,
      senderId: "VAIDYA",
      dltTemplateId: "1107160000000000001",
      timeoutMs: 300,
    });

  it("posts the message as JSON with an HMAC signature of the body", async () => {
    fake.next({ status: 202, body: "{}" });
    const before = fake.received.length;
    await webhook().send(message);
    const request = fake.received[before];
    expect(request?.url).toBe("/sms-hook");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      to: "+919876543210",
      text: message.text,
      otp: "123456",
      senderId: "VAIDYA",
      dltTemplateId: "1107160000000000001",
    });
    const expected = createHmac("sha256", secret)
      .update(request?.body ?? "")
      .digest("hex");
    expect(request?.headers["x-vaidya-signature"]).toBe(`sha256=${expected}`);
  });

  it("a 4xx or 5xx answer is a delivery error", async () => {
    fake.next({ status: 400, body: '{"error":"bad number"}' });
    expect((await failure(webhook().send(message))).detail).toBe(
      'HTTP 400: {"error":"bad number"}',
    );
    fake.next({ status: 503, body: "busy" });
    expect((await failure(webhook().send(message))).httpStatus).toBe(503);
  });

  it("a hanging endpoint times out", async () => {
    fake.next({ status: 200, body: "", hang: true });
    expect((await failure(webhook().send(message))).detail).toBe("no answer within 300 ms");
  });

  it("without a secret there is no signature header", async () => {
    const before = fake.received.length;
    await createWebhookSender({ url: `${fake.url}/plain`, senderId: "V", timeoutMs: 300 }).send(
      message,
    );
    expect(fake.received[before]?.headers["x-vaidya-signature"]).toBeUndefined();
  });
});

describe("console and capture adapters", () => {
  it("console writes one JSON line {event:'sms.console', to, text}", async () => {
    const lines: string[] = [];
    await createConsoleSender((line) => lines.push(line)).send(message);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toEqual({
      event: "sms.console",
      to: "+919876543210",
      text: message.text,
    });
  });

  it("capture keeps messages in memory and appends JSON lines {to,text,at} to its file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-sms-"));
    const file = path.join(dir, "nested", "sms.jsonl");
    const at = new Date("2026-11-22T10:00:00.000Z");
    const capture = createCaptureSender(file, () => at);
    await capture.send(message);
    await capture.send({ ...message, to: "+919999999999" });
    expect(capture.messages.map((m) => m.to)).toEqual(["+919876543210", "+919999999999"]);
    const lines = fs
      .readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ to: "+919876543210", text: message.text, at: at.toISOString() });
    expect(lines).toHaveLength(2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
