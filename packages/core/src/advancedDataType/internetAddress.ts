import { convertEach, type AdvancedDataTypeResponse } from './response.js';

/** An IPv4 network as the integers of its first and last address. */
export interface Ipv4Range {
  start: number;
  end: number;
}

const MAX_IPV4 = 2 ** 32 - 1;

/** Dotted quad → integer; null unless four decimal octets 0–255 without leading zeros. */
function parseDottedQuad(text: string): number | null {
  const octets = text.split('.');
  if (octets.length !== 4) return null;
  let value = 0;
  for (const octet of octets) {
    if (!/^(0|[1-9]\d{0,2})$/.test(octet) || Number(octet) > 255) return null;
    value = value * 256 + Number(octet);
  }
  return value;
}

/** '/8', '/255.0.0.0' (netmask) or '/0.255.255.255' (hostmask) → prefix length; null if invalid. */
function parsePrefix(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const bits = Number(text);
    return bits <= 32 ? bits : null;
  }
  const mask = parseDottedQuad(text);
  if (mask === null) return null;
  for (let bits = 0; bits <= 32; bits++) {
    const netmask = bits === 0 ? 0 : (MAX_IPV4 - (2 ** (32 - bits) - 1)) >>> 0;
    if (mask === netmask || mask === MAX_IPV4 - netmask) return bits;
  }
  return null;
}

/**
 * An address, CIDR network or integer → a single integer (one address) or {start, end}. Host bits in a
 * network are ignored ('10.1.2.3/8' is 10.0.0.0/8), as Python's ip_network(strict=False) does.
 */
export function parseIpv4Network(text: string): number | Ipv4Range | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const value = Number(trimmed);
    return value <= MAX_IPV4 ? value : null;
  }
  const [address, prefixText, extra] = trimmed.split('/');
  if (extra !== undefined || address === undefined) return null;
  const base = parseDottedQuad(address);
  if (base === null) return null;
  const bits = prefixText === undefined ? 32 : parsePrefix(prefixText);
  if (bits === null) return null;
  const size = 2 ** (32 - bits);
  const start = Math.floor(base / size) * size;
  const end = start + size - 1;
  return start === end ? start : { start, end };
}

/** The `internet_address` advanced data type: IPv4 addresses and CIDR ranges as integer ranges. */
export function convertInternetAddress(values: unknown[]): AdvancedDataTypeResponse {
  return convertEach(
    values,
    parseIpv4Network,
    (text) => `'${text}' does not appear to be an IPv4 or IPv6 network`,
  );
}
