import { describe, expect, it } from 'vitest'

import { endpointRefusal, isPrivateAddress } from './push-endpoint.ts'

const strict = { allowPrivate: false }
const allowed = { allowPrivate: true }

describe('isPrivateAddress', () => {
  it('knows loopback, private, link-local, carrier NAT and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      '[::1]',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
  })

  it('lets public addresses and names through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '2607:f8b0:4004::200e', 'fcm.googleapis.com'])
      expect(isPrivateAddress(address), address).toBe(false)
  })
})

describe('endpointRefusal', () => {
  it('accepts the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
    ])
      expect(endpointRefusal(endpoint, strict)).toBeUndefined()
  })

  it('refuses plain HTTP and what is not a URL', () => {
    expect(endpointRefusal('http://fcm.googleapis.com/fcm/send/x', strict)).toBe('not-https')
    expect(endpointRefusal('http://fcm.googleapis.com/fcm/send/x', allowed)).toBe('not-https')
    expect(endpointRefusal('not a url', strict)).toBe('invalid')
    expect(endpointRefusal('https://user:pw@push.example.com/x', strict)).toBe('invalid')
    expect(endpointRefusal(`https://push.example.com/${'x'.repeat(3000)}`, strict)).toBe('too-long')
  })

  it('refuses an endpoint in the server’s own network, however the address is written', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://[::1]:8443/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://169.254.169.254/latest',
      'https://192.168.0.10/push',
      'https://localhost/push',
      'https://printer.local/push',
    ])
      expect(endpointRefusal(endpoint, strict), endpoint).toBe('private-address')
  })

  it('allows a private endpoint, over HTTP too, only when the setting says so', () => {
    expect(endpointRefusal('http://127.0.0.1:9000/push/1', allowed)).toBeUndefined()
    expect(endpointRefusal('https://10.0.0.5/push', allowed)).toBeUndefined()
  })
})
