// Island: the visitor enters the date and time of the appointment they booked and gets an « Ajouter à mon agenda »
// .ics file built in the browser (the town hall's name and address from the site's own data, the list's link, a
// reminder the day before) and the deadlines that follow, the pickup one from the SMS date when given. Nothing is sent
// anywhere. Without JavaScript it is not shown (the page says so).
import { useId, useState } from 'react';
import {
  appointmentDeadlines,
  appointmentIcs,
  parseLocalDateTime,
  type LocalDateTime,
} from '../domain/appointment-plan.ts';
import { DELAYS } from '../domain/passport-constants.ts';
import type { PlannerMairie } from '../domain/planner-town-hall.ts';

type Props = {
  /** The town hall, from the site's own data only. */
  mairie: PlannerMairie | null;
  /** The zone without a known town hall (one of the project's); Paris when absent. */
  timeZone?: string;
  /** The link written in the event: the visitor's own list (its URL with their answers) or the town hall's guide. */
  listUrl?: string;
  /** An emergency (temporary) passport: no production estimate and no SMS (F1373, F1035). */
  emergency?: boolean;
};

const DEFAULT_ZONE = 'Europe/Paris';

function icsHref(start: LocalDateTime, mairie: PlannerMairie | null, zone: string, listUrl: string): string {
  const name = mairie?.name ?? 'la mairie';
  const ics = appointmentIcs({
    start,
    durationMinutes: DELAYS.appointmentMinutes.full,
    timeZone: mairie?.timeZone ?? zone,
    title: `Rendez-vous passeport : ${name}`,
    location: mairie ? `${mairie.name}, ${mairie.address}` : '',
    description: `Documents à apporter : ${listUrl}`,
    url: listUrl,
    uid: `${mairie?.slug ?? 'rdv'}-${[start.year, start.month, start.day, start.hour, start.minute].map((n) => String(n).padStart(2, '0')).join('')}@passeport`,
    now: new Date(),
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export default function AppointmentPlanner({ mairie, timeZone = DEFAULT_ZONE, listUrl, emergency = false }: Props) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [sms, setSms] = useState('');
  const start = parseLocalDateTime(date, time);
  const day = parseLocalDateTime(date, '12:00');
  const smsDay = parseLocalDateTime(sms, '12:00');
  // The link is read when the file is made, so it carries the answers chosen by then; never the page's own query.
  const link = () =>
    listUrl ?? (typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`);
  return (
    <section className="card planner doc-noprint" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Mon rendez-vous</h2>
      <p className="field-hint">
        Indiquez la date et l'heure du rendez-vous que vous avez pris{mairie ? ` à ${mairie.name}` : ''}. Rien n'est
        envoyé : le fichier d'agenda est créé dans votre navigateur.
      </p>
      <div className="planner-fields">
        <p>
          <label htmlFor={`${id}-date`}>Date du rendez-vous</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </p>
        <p>
          <label htmlFor={`${id}-time`}>Heure</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </p>
      </div>
      {start && (
        <p>
          <a
            className="button"
            href={icsHref(start, mairie, timeZone, link())}
            download="rendez-vous-passeport.ics"
            data-ics
          >
            Ajouter à mon agenda
          </a>
        </p>
      )}
      {day && (
        <>
          <h3>Vos échéances</h3>
          <ul className="planner-deadlines">
            {appointmentDeadlines(day, smsDay, emergency).map((deadline) => (
              <li key={deadline.label}>
                {deadline.label}
                {deadline.date && (
                  <>
                    {' '}
                    <strong>{deadline.date}</strong>
                  </>
                )}
              </li>
            ))}
          </ul>
          {!emergency && (
            <p>
              <label htmlFor={`${id}-sms`}>Date du SMS « passeport disponible » (si vous l'avez reçu)</label>
              <input id={`${id}-sms`} type="date" value={sms} onChange={(e) => setSms(e.target.value)} />
            </p>
          )}
        </>
      )}
    </section>
  );
}
