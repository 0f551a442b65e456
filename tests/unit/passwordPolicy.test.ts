import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordChangeError } from '../../src/domain/passwordPolicy';

describe('password policy (docs/spec-reference.md §5)', () => {
  it.each(['Abc#12', 'Demo#2026', 'a1B!a1B!a1B!a1B!a1B!', 'Clave.Segura9', 'ñandú#A1'])('accepts %s', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(true);
  });

  it.each([
    ['too short', 'Ab#1x'],
    ['too long (21)', 'a1B!a1B!a1B!a1B!a1B!x'],
    ['no lowercase', 'ABC#123'],
    ['no uppercase', 'abc#123'],
    ['no digit', 'Abc#def'],
    ['no special', 'Abc12345'],
    ['a space is not special', 'Abc 1234'],
    ['empty', ''],
  ])('refuses a password that is %s', (_why, password) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
  });

  it('reports the spec messages in order: required, all fields, mismatch, policy', () => {
    expect(passwordChangeError({ lastPassword: 'x', newPassword: '', confirmation: '' })).toBe('La nueva contraseña es requerida');
    expect(passwordChangeError({ lastPassword: '', newPassword: 'Abc#123', confirmation: 'Abc#123' })).toBe('Debe completar los campos requeridos.');
    expect(passwordChangeError({ lastPassword: 'x', newPassword: 'Abc#123', confirmation: 'Abc#124' })).toBe(
      'La contraseña nueva y la confirmación no coinciden',
    );
    expect(passwordChangeError({ lastPassword: 'x', newPassword: 'abc', confirmation: 'abc' })).toBe('La contraseña no cumple los requisitos mínimos.');
    expect(passwordChangeError({ lastPassword: 'x', newPassword: 'Abc#123', confirmation: 'Abc#123' })).toBeUndefined();
  });

  it('checks no confirmation on the server side (none is sent)', () => {
    expect(passwordChangeError({ lastPassword: 'x', newPassword: 'Abc#123' })).toBeUndefined();
    expect(passwordChangeError({ lastPassword: 'x', newPassword: 'abc' })).toBe('La contraseña no cumple los requisitos mínimos.');
  });
});
