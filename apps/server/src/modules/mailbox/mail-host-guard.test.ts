import { describe, expect, it } from 'vitest';
import { isInternalAddress, MailHostRefusedError, MailHostUnknownError, mayLogInWithoutTls, resolveMailHost } from './mail-host-guard';

describe('isInternalAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.5', true],
    ['64:ff9b::a00:1', true],
    ['not-an-address', true],
    ['14.215.177.38', false],
    ['220.181.12.11', false],
    ['8.8.8.8', false],
    ['2408:8756:c52:1a18::1', false],
    ['::ffff:8.8.8.8', false],
  ])('%s → %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });
});

describe('resolveMailHost', () => {
  const dns = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const world = dns({
    'imap.exmail.qq.com': ['14.215.177.38', '2408:8756:c52:1a18::1'],
    'mail.intranet.example': ['10.0.8.25'],
    'rebind.example': ['93.184.216.34', '127.0.0.1'],
    localhost: ['127.0.0.1', '::1'],
  });
  const none = new Set<string>();

  it('connects to the checked address of a public host and verifies TLS against its name', async () => {
    await expect(resolveMailHost('IMAP.exmail.qq.com ', none, world)).resolves.toEqual({
      address: '14.215.177.38',
      servername: 'imap.exmail.qq.com',
    });
    await expect(resolveMailHost('8.8.8.8', none, world)).resolves.toEqual({ address: '8.8.8.8', servername: undefined });
  });

  it.each(['localhost', 'mail.intranet.example', 'rebind.example', '127.0.0.1', '169.254.169.254', '::1', '::ffff:10.0.0.5'])(
    'refuses %s: one internal address is enough',
    async (host) => {
      await expect(resolveMailHost(host, none, world)).rejects.toBeInstanceOf(MailHostRefusedError);
    },
  );

  it('lets a host listed in MAILBOX_PRIVATE_HOSTS be internal, by its name or its address', async () => {
    const allowed = new Set(['mail.intranet.example', '127.0.0.1']);
    await expect(resolveMailHost('mail.intranet.example', allowed, world)).resolves.toMatchObject({ address: '10.0.8.25' });
    await expect(resolveMailHost('127.0.0.1', allowed, world)).resolves.toMatchObject({ address: '127.0.0.1' });
    // Listing an address does not let a name that resolves to it through.
    await expect(resolveMailHost('localhost', allowed, world)).rejects.toBeInstanceOf(MailHostRefusedError);
  });

  it('tells a host with no address apart', async () => {
    await expect(resolveMailHost('no-such-host.example', none, world)).rejects.toBeInstanceOf(MailHostUnknownError);
    await expect(resolveMailHost('empty.example', none, async () => [])).rejects.toBeInstanceOf(MailHostUnknownError);
  });
});

describe('mayLogInWithoutTls', () => {
  const privateHosts = new Set(['mail.intranet.example', '10.0.8.25']);
  it.each([
    ['mail.intranet.example', true, true],
    ['  MAIL.Intranet.example ', true, true],
    ['10.0.8.25', true, true],
    // Off the list: across networks we do not control, never in clear.
    ['imap.qq.com', true, false],
    ['10.0.8.26', true, false],
    // The list without plain text (MAILBOX_PRIVATE_PLAINTEXT=false): TLS for every host.
    ['mail.intranet.example', false, false],
  ])('%s (private plain text %s): %s', (host, privatePlaintext, allowed) => {
    expect(mayLogInWithoutTls(host, { privateHosts, privatePlaintext })).toBe(allowed);
  });
});
