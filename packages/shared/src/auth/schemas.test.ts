import { describe, expect, it } from 'vitest';
import '../index.js';
import { changePasswordForm } from './password-change.js';
import { loginBody, registerBody, registerForm, resetPasswordForm } from './schemas.js';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('register validation (product.md#registration-and-sign-in)', () => {
  const valid = {
    email: 'a@b.fr',
    password: '123456',
    first_name: 'Léa',
    last_name: 'Roy',
    confirm_password: '123456',
  };

  it('gives every required-field message', () => {
    expect(
      messages(
        registerForm.safeParse({ email: '', password: '', first_name: ' ', last_name: '', confirm_password: '' }),
      ),
    ).toEqual({
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
    });
  });

  it('says a missing field is required, not a type error', () => {
    expect(messages(registerBody.safeParse({}))).toEqual({
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
    });
  });

  it('checks the address format and the 6-character minimum', () => {
    expect(
      messages(registerForm.safeParse({ ...valid, email: 'lea@', password: '12345', confirm_password: '12345' })),
    ).toEqual({
      email: "Format d'email invalide",
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    expect(registerForm.safeParse(valid).success).toBe(true);
  });

  it('requires the confirmation to match', () => {
    expect(messages(registerForm.safeParse({ ...valid, confirm_password: '1234567' }))).toEqual({
      confirm_password: 'Les mots de passe ne correspondent pas',
    });
  });

  it('trims names and normalises the email', () => {
    const parsed = registerBody.parse({
      email: '  Lea@Exemple.FR ',
      password: '123456',
      first_name: ' Léa ',
      last_name: ' Roy',
    });
    expect(parsed).toEqual({ email: 'lea@exemple.fr', password: '123456', first_name: 'Léa', last_name: 'Roy' });
  });

  it('keeps passwords as typed (spaces are characters)', () => {
    expect(loginBody.parse({ email: 'a@b.fr', password: ' secret ' }).password).toBe(' secret ');
  });
});

describe('reset password form', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(messages(resetPasswordForm.safeParse({ new_password: '123', confirm_password: '321' }))).toEqual({
      new_password: 'Le mot de passe doit contenir au moins 6 caractères',
      confirm_password: 'Les mots de passe ne correspondent pas',
    });
    expect(resetPasswordForm.safeParse({ new_password: '123456', confirm_password: '123456' }).success).toBe(true);
  });
});

describe('change password form', () => {
  it('asks for the current password, a new one of 6 characters and a matching confirmation', () => {
    expect(
      messages(changePasswordForm.safeParse({ current_password: '', new_password: '123', confirm_password: '321' })),
    ).toEqual({
      current_password: 'Votre mot de passe actuel est requis',
      new_password: 'Le mot de passe doit contenir au moins 6 caractères',
      confirm_password: 'Les mots de passe ne correspondent pas',
    });
    expect(
      changePasswordForm.safeParse({ current_password: 'x', new_password: 'tout-neuf', confirm_password: 'tout-neuf' })
        .success,
    ).toBe(true);
  });
});
