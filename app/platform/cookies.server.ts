import { parse } from "cookie";

/**
 * The names and values of a Cookie header, values as sent (undecoded): the page cache only
 * compares them, and a signed cookie's signature covers the value as sent.
 */
export function rawCookies(header: string | null | undefined): Map<string, string> {
  return new Map(Object.entries(parse(header ?? "", { decode: (value) => value })));
}
