import { describe, expect, it } from 'vitest';
import {
  enrolmentCodeField,
  normalisedEnrolmentCode,
  securityKeyMessages,
  securityKeyNameField,
} from './security-keys.js';

describe("the operator's code for a first security key", () => {
  it('reads the code as printed or as typed: groups, dashes and small letters', () => {
    expect(normalisedEnrolmentCode('abcd efgh-IJKL mnop ')).toBe('ABCDEFGHIJKLMNOP');
    expect(enrolmentCodeField.parse(' wxyz 2345 6723 4567')).toBe('WXYZ234567234567');
  });

  it.each(['ABCD EFGH IJKL', 'ABCD EFGH IJKL MNOP Q', 'ABCD EFGH IJKL MN0P', ''])('refuses %j', (typed) => {
    const parsed = enrolmentCodeField.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(securityKeyMessages.enrolmentCodeFormat);
  });
});

describe("a security key's name", () => {
  it('is required, trimmed and 60 characters at most', () => {
    expect(securityKeyNameField.parse('  Clé USB bleue ')).toBe('Clé USB bleue');
    expect(securityKeyNameField.safeParse('   ').error?.issues[0]?.message).toBe(securityKeyMessages.nameRequired);
    expect(securityKeyNameField.safeParse('x'.repeat(61)).error?.issues[0]?.message).toBe(
      securityKeyMessages.nameTooLong,
    );
  });
});
