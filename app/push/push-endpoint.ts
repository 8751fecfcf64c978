// docs/product.md#notifications: the server calls a subscriber's push endpoint, so a subscriber
// must not be able to point it into the server's own network. Pure: the address as written here;
// push-sender.server.ts checks the addresses a name resolves to as it connects.

export type EndpointRefusal = 'invalid' | 'not-https' | 'private-address' | 'too-long'

const MAX_ENDPOINT_LENGTH = 2048

function ipv4Parts(host: string): number[] | undefined {
  const parts = host.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined
  const numbers = parts.map(Number)
  return numbers.every((n) => n <= 255) ? numbers : undefined
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    a! >= 224 // multicast, reserved, broadcast
  )
}

function ipv6Groups(host: string): number[] | undefined {
  if (!host.includes(':') || !/^[\d.a-f:]+$/i.test(host)) return undefined
  // A dotted IPv4 tail (::ffff:127.0.0.1) is its last two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(host)
  if (dotted) {
    const parts = ipv4Parts(dotted[2]!)
    if (!parts) return undefined
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16)
    return ipv6Groups(`${dotted[1]}${hex(parts[0]!, parts[1]!)}:${hex(parts[2]!, parts[3]!)}`)
  }
  const halves = host.toLowerCase().split('::')
  if (halves.length > 2) return undefined
  const read = (half: string) => (half === '' ? [] : half.split(':').map((g) => parseInt(g, 16)))
  const head = read(halves[0]!)
  const rest = halves.length === 2 ? read(halves[1]!) : []
  const missing = 8 - head.length - rest.length
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined
  const groups = [...head, ...Array<number>(missing).fill(0), ...rest]
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined
}

function privateIpv6(groups: number[]): boolean {
  const [first] = groups
  const allZeroUntil = (n: number) => groups.slice(0, n).every((g) => g === 0)
  if (allZeroUntil(7) && (groups[7] === 0 || groups[7] === 1)) return true // :: and ::1
  if (allZeroUntil(5) && groups[5] === 0xffff)
    return privateIpv4([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff])
  return (
    (first! & 0xfe00) === 0xfc00 || // unique local
    (first! & 0xffc0) === 0xfe80 || // link-local
    (first! & 0xff00) === 0xff00 // multicast
  )
}

/** Loopback, private, link-local, carrier NAT, multicast or unspecified; false for a public IP. */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '')
  const v4 = ipv4Parts(host)
  if (v4) return privateIpv4(v4)
  const v6 = ipv6Groups(host)
  return v6 ? privateIpv6(v6) : false
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i

export function endpointRefusal(
  endpoint: string,
  options: { allowPrivate: boolean },
): EndpointRefusal | undefined {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'too-long'
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'invalid'
  }
  if (url.username || url.password) return 'invalid'
  const host = url.hostname.replace(/\.$/, '')
  const local = LOCAL_NAMES.test(host) || isPrivateAddress(host)
  // Allowed, a self-hosted push service (or a test's stand-in) may answer plain HTTP on its own
  // network; the public internet is HTTPS only.
  if (url.protocol !== 'https:' && !(options.allowPrivate && local && url.protocol === 'http:'))
    return 'not-https'
  if (local && !options.allowPrivate) return 'private-address'
  return undefined
}
