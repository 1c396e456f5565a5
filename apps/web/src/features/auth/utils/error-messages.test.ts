import { describe, expect, it } from 'vitest';
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
  resetTokenErrorMessage,
} from './error-messages';

describe('loginErrorMessage (product.md#registration-and-sign-in)', () => {
  it.each([['Email ou mot de passe incorrect'], ['Invalid EMAIL'], ['Wrong password'], ['Mot de passe expiré']])(
    '401 whose detail mentions the credentials (%s) says the pair is wrong',
    (detail) => {
      expect(loginErrorMessage(401, detail)).toBe('Email ou mot de passe incorrect');
    },
  );

  it('401 with another detail says an authentication error with the detail', () => {
    expect(loginErrorMessage(401, 'Compte désactivé')).toBe("Erreur d'authentification: Compte désactivé");
  });

  it('401 without detail still reads as an authentication error', () => {
    expect(loginErrorMessage(401)).toBe("Erreur d'authentification");
  });

  it('400 says the data is invalid, with the detail', () => {
    expect(loginErrorMessage(400, "Format d'email invalide")).toBe("Données invalides: Format d'email invalide");
    expect(loginErrorMessage(400)).toBe('Données invalides');
  });

  it('429 asks to wait', () => {
    expect(loginErrorMessage(429, 'anything')).toBe('Trop de tentatives. Réessayez dans quelques minutes');
  });

  it.each([500, 502, 503])('%i is a temporary server problem', (status) => {
    expect(loginErrorMessage(status, 'boom')).toBe('Problème serveur temporaire. Réessayez dans un instant');
  });

  it('any other status shows the status and the detail', () => {
    expect(loginErrorMessage(403, 'Accès refusé')).toBe('Erreur 403: Accès refusé');
    expect(loginErrorMessage(418)).toBe('Erreur 418');
  });

  it('no answer at all is a connection problem', () => {
    expect(loginErrorMessage(0)).toBe('Problème de connexion. Vérifiez votre internet');
  });
});

describe('the other auth screens', () => {
  it('register: 400 is the address already used, unless another reason is named', () => {
    expect(registerErrorMessage(400, 'email_taken')).toBe('Cet email est déjà utilisé');
    expect(registerErrorMessage(400)).toBe('Cet email est déjà utilisé');
    expect(registerErrorMessage(400, 'validation_error')).toBe("Erreur lors de l'inscription. Veuillez réessayer.");
    expect(registerErrorMessage(429, 'rate_limited')).toBe('Trop de tentatives. Réessayez dans quelques minutes');
    expect(registerErrorMessage(500)).toBe("Erreur lors de l'inscription. Veuillez réessayer.");
    expect(registerErrorMessage(0)).toBe("Erreur lors de l'inscription. Veuillez réessayer.");
  });

  it('forgot password', () => {
    expect(forgotPasswordErrorMessage(404)).toBe('Aucun compte trouvé avec cette adresse email');
    expect(forgotPasswordErrorMessage(429)).toBe('Trop de tentatives. Réessayez dans quelques minutes');
    expect(forgotPasswordErrorMessage(500)).toBe("Erreur lors de l'envoi. Veuillez réessayer");
  });

  it('reset link check and reset submit', () => {
    expect(resetTokenErrorMessage(401)).toBe('Lien de réinitialisation expiré ou invalide');
    expect(resetTokenErrorMessage(500)).toBe('Erreur lors de la validation du lien');
    expect(resetPasswordErrorMessage(401)).toBe('Lien de réinitialisation expiré ou invalide');
    expect(resetPasswordErrorMessage(400)).toBe('Mot de passe invalide. Utilisez au moins 6 caractères');
    expect(resetPasswordErrorMessage(0)).toBe('Erreur lors de la réinitialisation. Veuillez réessayer');
  });
});
