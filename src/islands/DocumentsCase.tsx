// Island: the documents list of one case (/documents/{who}/{situation}) with its yes/no questions. Each answer
// removes the items it rules out; the answers live in the URL (a shareable link), the ticks in localStorage only.
// Its server HTML (no answer) is the full list with the conditional items worded as conditions, and tick boxes:
// what a visitor without JavaScript reads and prints.
import { useEffect, useRef, useState } from 'react';
import {
  FORM_LABELS,
  QUESTIONS,
  answersFromParams,
  answersToParams,
  caseQuestions,
  caseStamp,
  documentsFor,
  documentsStorageKey,
  itemApplies,
  narrowDocuments,
  type Answers,
  type QuestionId,
  type Situation,
  type Who,
} from '../domain/documents.ts';
import { formatEuros, overseasStampNote } from '../domain/prices.ts';
import { browserStorage, readTicks, writeTicks } from './checklist-storage.ts';
import AppointmentPlanner, { type PlannerMairie } from './AppointmentPlanner.tsx';

type Props = { who: Who; situation: Situation };

/** The town hall a link chose: ?mairie=slug&nom=…&adresse=…&tz=… (written by the town hall's guide). */
export function mairieFromParams(params: URLSearchParams): PlannerMairie | null {
  const slug = params.get('mairie');
  const name = params.get('nom');
  if (!slug || !name) return null;
  const timeZone = params.get('tz') ?? 'Europe/Paris';
  return {
    slug,
    name,
    address: params.get('adresse') ?? '',
    timeZone: /^[A-Za-z_]+\/[A-Za-z_]+$/.test(timeZone) ? timeZone : 'Europe/Paris',
  };
}

export default function DocumentsCase({ who, situation }: Props) {
  const minor = who !== 'majeur';
  const items = documentsFor(who, situation);
  const questions = caseQuestions(who, situation);
  const key = documentsStorageKey(who, situation);
  const [answers, setAnswers] = useState<Answers>({});
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [mairie, setMairie] = useState<PlannerMairie | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // After the first render (so it matches the server HTML): the link's answers and town hall, the stored ticks.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const stored = readTicks(
      browserStorage(),
      key,
      items.map((item) => item.id),
    );
    for (const box of list.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? []) stored.add(box.value);
    /* eslint-disable react-hooks/set-state-in-effect -- once, after hydration: the URL's answers and stored ticks */
    setAnswers(answersFromParams(params));
    setMairie(mairieFromParams(params));
    setTicked(stored);
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- items follow who and situation, fixed per page
  }, [key]);

  const answer = (id: QuestionId, value: boolean | undefined) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    const params = answersToParams(next, new URLSearchParams(window.location.search));
    const query = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
    writeTicks(browserStorage(), key, next);
  };

  const stamp = caseStamp(who, situation, answers);
  const kept = narrowDocuments(items, answers);
  return (
    <div className="doc-case-island">
      <p className="doc-noprint doc-print-button">
        <button type="button" className="button" onClick={() => window.print()}>
          Imprimer ma liste
        </button>
      </p>
      <fieldset className="card doc-questions doc-noprint">
        <legend>Votre situation</legend>
        <p className="field-hint">
          Répondez pour ne garder que ce qui vous concerne. Vos réponses restent dans l'adresse de la page (pour la
          partager) ; rien n'est envoyé.
        </p>
        {questions.map((id) => (
          <div key={id} className="doc-question" role="radiogroup" aria-labelledby={`q-${id}`}>
            <p id={`q-${id}`}>{QUESTIONS[id].label(minor)}</p>
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="doc-choice">
                <input
                  type="radio"
                  name={`q-${id}`}
                  value={value ? '1' : '0'}
                  checked={answers[id] === value}
                  onChange={() => answer(id, value)}
                />{' '}
                {value ? 'Oui' : 'Non'}
              </label>
            ))}
            {answers[id] !== undefined && (
              <button type="button" className="link-button" onClick={() => answer(id, undefined)}>
                Je ne sais pas
              </button>
            )}
          </div>
        ))}
      </fieldset>

      {mairie && (
        <p className="doc-mairie">
          Rendez-vous à <strong>{mairie.name}</strong>
          {mairie.address ? `, ${mairie.address}` : ''}
        </p>
      )}
      <p className="doc-stamp" data-stamp={stamp.price}>
        {stamp.conditional ? (
          <>
            Timbre fiscal : <strong>aucun</strong> si le passeport actuel est encore valide, sinon{' '}
            <strong>{formatEuros(stamp.standard)}</strong>
            {answers.overseas === undefined ? ' en métropole' : ''}
          </>
        ) : stamp.price > 0 ? (
          <>
            Timbre fiscal : <strong>{formatEuros(stamp.price)}</strong>
            {situation === 'urgence'
              ? ' (passeport temporaire, quel que soit l’âge)'
              : stamp.territory === 'outre-mer'
                ? ` (outre-mer ; ${overseasStampNote(stamp.age)})`
                : answers.overseas === undefined
                  ? ' en métropole'
                  : ''}
          </>
        ) : (
          <>
            Timbre fiscal : <strong>aucun</strong> (changement d'état civil ou de nom, passeport encore valide)
          </>
        )}
      </p>

      <h2 id="doc-list-title">
        Documents à apporter{' '}
        <span className="doc-count">
          ({kept.length} sur {items.length})
        </span>
      </h2>
      <ul ref={list} className="doc-list" aria-labelledby="doc-list-title">
        {items.map((item) => {
          const applies = itemApplies(item, answers);
          // An answered condition needs no wording: it holds.
          const open = Object.keys(item.when).some((q) => answers[q as QuestionId] === undefined);
          return (
            <li key={item.id} className="checkbox" hidden={!applies} data-item={item.id}>
              <input
                type="checkbox"
                id={`doc-${item.id}`}
                value={item.id}
                checked={ticked.has(item.id)}
                onChange={(e) => toggle(item.id, e.target.checked)}
              />
              <label htmlFor={`doc-${item.id}`}>
                {item.condition && open && <span className="doc-condition">{item.condition} </span>}
                <strong>{item.label}</strong> <span className="doc-form">({FORM_LABELS[item.form]})</span>
                <br />
                <span className="field-hint doc-why">
                  {item.why}{' '}
                  <a href={item.source.url} rel="noopener" className="doc-source">
                    {item.source.ref}
                  </a>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <AppointmentPlanner mairie={mairie} />
    </div>
  );
}
