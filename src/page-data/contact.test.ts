import { describe, expect, it } from 'vitest';
import type { DataSources } from '../data/queries/data-sources.ts';
import { contactView } from './contact.ts';

const sources: DataSources = new Map([
  [
    'directory',
    {
      role: 'directory',
      file: 'dila_annuaire_mairies_2016.jsonl.gz',
      title: null,
      published_on: '2016-02-19',
      imported_on: '2026-11-27',
    },
  ],
  [
    'directory2026',
    {
      role: 'directory2026',
      file: 'dila_annuaire_mairies_2026.csv',
      title: null,
      published_on: '2026-10',
      imported_on: '2026-11-27',
    },
  ],
]);

describe('the contact block says where each value comes from', () => {
  it('one line per source, naming every value it gave, dated by the month of a month-dated file', () => {
    const view = contactView(
      {
        tel: '+33474457199',
        tel_source: 'directory2026',
        tel_source_date: '2026-10-06',
        mail: 'mairie@bourgenbresse.fr',
        mail_source: 'directory2026',
        mail_source_date: '2026-10-06',
        site_web: 'http://www.bourg.fr',
        site_web_source: 'directory',
        site_web_source_date: '2015-07-08',
        address_source: 'directory2026',
        address_source_date: '2026-10-06',
        latitude: 46.2,
        position_approximate: true,
        position_source: 'directory2026',
        position_source_date: '2026-10-06',
      },
      sources,
    );
    expect(view.sourceLines).toEqual([
      "Source du numéro, de l'e-mail et de l'adresse : annuaire Service-Public.fr (DILA), octobre 2026.",
      'Source du site web : annuaire Service-Public.fr (DILA), 8 juillet 2015.',
    ]);
  });

  it('says nothing of a value it does not show', () => {
    expect(
      contactView({ tel: null, mail: null, site_web: null, tel_source: 'directory' }, sources).sourceLines,
    ).toEqual([]);
  });

  it('shows a 4-digit service number with a link', () => {
    expect(contactView({ tel: '3013', mail: null, site_web: null }).phone).toEqual({
      display: '30 13',
      href: 'tel:3013',
    });
  });
});
