import { describe, it, expect } from 'vitest';
import { isValidEmail, normalizeWebsite, websiteLabel } from './url.ts';

describe('normalizeWebsite', () => {
  it.each([
    ['http://www.montbouy.sitew.com', 'http://www.montbouy.sitew.com/'],
    ['https://www.ville-amberieuenbugey.fr/mairie', 'https://www.ville-amberieuenbugey.fr/mairie'],
    ['www.abergement-de-varey.fr', 'http://www.abergement-de-varey.fr/'],
    ['  Mairie-Exemple.FR/contact?x=1 ', 'http://mairie-exemple.fr/contact?x=1'],
    ['//example.fr', 'http://example.fr/'],
    ['http://xn--chteau-bva.fr', 'http://xn--chteau-bva.fr/'],
  ])('%j -> %j', (raw, url) => expect(normalizeWebsite(raw)).toBe(url));

  it.each([
    '',
    null,
    'http://www.dammarie-demain',
    'localhost',
    'http://mairie',
    'www.a.fr www.b.fr',
    'mailto:mairie@exemple.fr',
    'ftp://exemple.fr',
    'javascript:alert(1)',
    'http://user:pw@exemple.fr',
    'http://exemple..fr',
    'http://192.168.1.1',
  ])('rejects %j', (raw) => expect(normalizeWebsite(raw)).toBeNull());
});

describe('websiteLabel', () => {
  it('shows the host without www', () => {
    expect(websiteLabel('http://www.montbouy.sitew.com/')).toBe('montbouy.sitew.com');
    expect(websiteLabel('not a url')).toBe('not a url');
  });
});

describe('isValidEmail', () => {
  it.each([
    'mairieabergementclemenciat@wanadoo.fr',
    'commune.autruy-sur-juine@wanadoo.fr',
    ' a+b@x.co ',
    'Mairie@Exemple.FR',
    "o'neil.mairie@x-y.fr",
    "!#$%&'*+-/=?^_`{|}~@exemple.fr",
    'prenom.nom_2@mairie-exemple.fr',
  ])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    'inconnu',
    'https://www.exemple.fr/contact',
    'a@b',
    'a@b.c',
    'a@@b.fr',
    'a b@c.fr',
    '.a@b.fr',
    'a..b@c.fr',
    'a@-b.fr',
    'a@b..fr',
    '',
    null,
    `${'a'.repeat(65)}@b.fr`,
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));

  // A mailer reads these as two recipients, a display name or a comment: refused outright.
  it.each([
    'a,b@x.fr',
    'a;b@x.fr',
    'x<y@x.fr',
    'x>y@x.fr',
    '"a"@x.fr',
    '"a b"@x.fr',
    'a(comment)@x.fr',
    'a\tb@x.fr',
    'a\nb@x.fr',
    'a\\b@x.fr',
    'a[b]@x.fr',
    'a:b@x.fr',
    'é@x.fr',
  ])('rejects the local part of %j', (email) => expect(isValidEmail(email)).toBe(false));
});
