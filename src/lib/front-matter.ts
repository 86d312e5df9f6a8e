/**
 * Splits `---`-delimited front matter of `key: value` lines from a markdown body (blog posts in
 * content/blog, content pages in content/pages). Values may be quoted with " or '.
 */
export function parseFrontMatter(text: string): { data: Record<string, string>; body: string } {
  const normalized = text.replace(/\r\n/g, "\n").replace(/^\uFEFF/, "");
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  if (!match) return { data: {}, body: normalized };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`Front matter line without a key: ${line}`);
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, "\\");
    } else if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
      value = value.slice(1, -1).replace(/''/g, "'");
    }
    data[key] = value;
  }
  return { data, body: normalized.slice(match[0].length).trim() };
}
