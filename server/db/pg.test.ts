import { describe, expect, it } from 'vitest';

import { statementName } from './pg';

describe('statements the pg driver prepares once per connection', () => {
  it('issue 40 one text has one name, two texts never share one', () => {
    const login = 'select id from users where email = $1';
    expect(statementName(login)).toBe(statementName(login));
    expect(statementName(login)).toMatch(/^s[A-Za-z0-9_-]{24}$/);
    expect(statementName('select id from users where mobile = $1')).not.toBe(statementName(login));
  });

  it('issue 40 past 500 distinct texts the rest go unnamed (a text built from data is not kept)', () => {
    for (let i = 0; i < 600; i += 1) statementName(`select ${i}`);
    expect(statementName('select 599')).toBeUndefined();
    // the texts named before keep their names
    expect(statementName('select 1')).toMatch(/^s/);
  });
});
