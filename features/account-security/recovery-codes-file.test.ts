import { describe, expect, it } from 'vitest';

import { recoveryCodesFile } from './recovery-codes-file';

describe('the recovery codes as a text file (issue 39)', () => {
  it('issue 39: named after the site, a header line, then one code per line', () => {
    const file = recoveryCodesFile(['k7m2p-xq9ra', 'abcde-fghjk'], 'Accounts.Example.com', 'Recovery codes for x');
    expect(file.name).toBe('accounts.example.com-recovery-codes.txt');
    expect(file.text.split('\r\n')).toEqual(['Recovery codes for x', '', 'k7m2p-xq9ra', 'abcde-fghjk', '']);
  });

  it('issue 39: a host with odd characters still makes a plain file name', () => {
    expect(recoveryCodesFile([], 'local host:3000', 'h').name).toBe('local-host-3000-recovery-codes.txt');
    expect(recoveryCodesFile([], '', 'h').name).toBe('account-recovery-codes.txt');
  });
});
