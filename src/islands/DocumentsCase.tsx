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
import AppointmentPlanner from './AppointmentPlanner.tsx';
import {
  plannerFilePath,
  plannerMairieFrom,
  plannerSlug,
  plannerZone,
  type PlannerMairie,
} from '../domain/planner-town-hall.ts';

type Props = {
  who: Who;
  situation: Situation;
  /** The project's time zones, Paris first (time-zone.ts projectTimeZones): the only ones a link may choose. */
  zones?: readonly string[];
};

const PARIS_ONLY = ['Europe/Paris'];

/** What a link says of the town hall: its slug when well formed, and a zone from the project's list (else Paris). */
export function plannerLinkFromParams(
  params: URLSearchParams,
  zones: readonly string[],
): { slug: string | null; timeZone: string } {
  return { slug: plannerSlug(params.get('mairie')), timeZone: plannerZone(params.get('tz'), zones) };
}

// The town hall of a slug from the site's planner file; null when unknown or unreachable (the planner works without).
async function fetchPlannerMairie(slug: string, zones: readonly string[]): Promise<PlannerMairie | null> {
  try {
    const response = await fetch(plannerFilePath(slug));
    return response.ok ? plannerMairieFrom(await response.json(), slug, zones) : null;
  } catch {
    return null;
  }
}

// The visitor's list written in the calendar file: this page, its answers and the known town hall, nothing else.
function listLink(answers: Answers, mairie: PlannerMairie | null): string {
  const query = answersToParams(answers, new URLSearchParams(mairie ? { mairie: mairie.slug } : {})).toString();
  return `${window.location.origin}${window.location.pathname}${query ? `?${query}` : ''}`;
}

export default function DocumentsCase({ who, situation, zones = PARIS_ONLY }: Props) {
  const minor = who !== 'majeur';
  const items = documentsFor(who, situation);
  const questions = caseQuestions(who, situation);
  const key = documentsStorageKey(who, situation);
  const [answers, setAnswers] = useState<Answers>({});
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [mairie, setMairie] = useState<PlannerMairie | null>(null);
  const [zone, setZone] = useState<string | undefined>(undefined);
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
    setTicked(stored);
    const link = plannerLinkFromParams(params, zones);
    setZone(link.timeZone);
    /* eslint-enable react-hooks/set-state-in-effect */
    if (link.slug) void fetchPlannerMairie(link.slug, zones).then(setMairie);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- items and zones follow the page, fixed per page
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
      <AppointmentPlanner
        mairie={mairie}
        timeZone={zone}
        listUrl={typeof window === 'undefined' ? undefined : listLink(answers, mairie)}
        emergency={situation === 'urgence'}
      />
    </div>
  );
}
