import { convertEach, type AdvancedDataTypeResponse } from './response.js';

/** Well-known service names and their ports (Superset's table; some services use two ports). */
export const PORT_NUMBERS_BY_NAME: Readonly<Record<string, readonly number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  pop3: [110],
  pop3s: [995],
  nntp: [119],
  nntps: [563],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  imap2: [143],
  imaps: [993],
};

/** A port number 1–65535 or a service name → its port numbers; null otherwise. */
export function parsePort(text: string): number[] | null {
  if (/^\d+$/.test(text)) {
    const port = Number(text);
    return port >= 1 && port <= 65535 ? [port] : null;
  }
  const ports = Object.hasOwn(PORT_NUMBERS_BY_NAME, text) ? PORT_NUMBERS_BY_NAME[text] : undefined;
  return ports ? [...ports] : null;
}

/** The `port` advanced data type: numbers and service names (http, https, ssh…) → lists of port numbers. */
export function convertPort(values: unknown[]): AdvancedDataTypeResponse {
  return convertEach(values, parsePort, (text) => `'${text}' does not appear to be a port name or number`);
}
