/**
 * The content of the demo: a patient-experience questionnaire in nl, de and en that uses all
 * twelve question types, with a Likert block in the six dimensions of patient experience.
 */
import { QUESTION_TYPE } from '@peil/contract/domain';

export type Texts = { nl: string; de: string; en: string };

export type DemoOption = {
  text: Texts;
  score?: number | null;
  isOpen?: boolean;
  excludeOthers?: boolean;
  routeToPage?: number;
};

export type DemoQuestion = {
  key: string;
  type: number;
  required: boolean;
  text: Texts;
  options?: DemoOption[];
  dimension?: string;
  importance?: number;
  isNps?: boolean;
};

export type DemoPage = { title: Texts; questions: DemoQuestion[] };

export const DIMENSIONS: { code: string; names: Texts }[] = [
  { code: 'professionalism', names: { nl: 'Professionaliteit', de: 'Professionalität', en: 'Professionalism' } },
  {
    code: 'continuity',
    names: { nl: 'Continuïteit van zorg', de: 'Kontinuität der Versorgung', en: 'Continuity of care' },
  },
  { code: 'information', names: { nl: 'Informatie', de: 'Information', en: 'Information' } },
  {
    code: 'respect',
    names: { nl: 'Respect voor patiëntwaarden', de: 'Respekt für Patientenwerte', en: 'Respect for patient values' },
  },
  { code: 'communication', names: { nl: 'Communicatie', de: 'Kommunikation', en: 'Communication' } },
  { code: 'autonomy', names: { nl: 'Autonomie', de: 'Autonomie', en: 'Autonomy' } },
];

export const LIKERT_OPTIONS: DemoOption[] = [
  { text: { nl: 'Helemaal eens', de: 'Stimme voll und ganz zu', en: 'Completely agree' }, score: 4 },
  { text: { nl: 'Eens', de: 'Stimme zu', en: 'Agree' }, score: 3 },
  { text: { nl: 'Neutraal', de: 'Neutral', en: 'Neutral' }, score: 2 },
  { text: { nl: 'Oneens', de: 'Stimme nicht zu', en: 'Disagree' }, score: 1 },
  { text: { nl: 'Helemaal oneens', de: 'Stimme überhaupt nicht zu', en: 'Completely disagree' }, score: 0 },
  { text: { nl: 'Niet van toepassing', de: 'Nicht zutreffend', en: 'Not applicable' }, score: null },
];

const likert = (key: string, dimension: string, importance: number, text: Texts): DemoQuestion => ({
  key,
  type: QUESTION_TYPE.singleChoice,
  required: true,
  text,
  options: LIKERT_OPTIONS,
  dimension,
  importance,
});

export const DEMO_PAGES: DemoPage[] = [
  {
    title: { nl: 'Over u', de: 'Über Sie', en: 'About you' },
    questions: [
      {
        key: 'age',
        type: QUESTION_TYPE.dropdown,
        required: true,
        text: { nl: 'Wat is uw leeftijd?', de: 'Wie alt sind Sie?', en: 'What is your age?' },
        options: [
          { text: { nl: 'Jonger dan 30', de: 'Jünger als 30', en: 'Under 30' } },
          { text: { nl: '30 tot 35', de: '30 bis 35', en: '30 to 35' } },
          { text: { nl: '35 tot 40', de: '35 bis 40', en: '35 to 40' } },
          { text: { nl: '40 of ouder', de: '40 oder älter', en: '40 or older' } },
        ],
      },
      {
        key: 'treatment',
        type: QUESTION_TYPE.singleChoice,
        required: true,
        text: {
          nl: 'Welke behandeling heeft u gehad?',
          de: 'Welche Behandlung hatten Sie?',
          en: 'Which treatment did you have?',
        },
        options: [
          { text: { nl: 'IVF', de: 'IVF', en: 'IVF' } },
          { text: { nl: 'ICSI', de: 'ICSI', en: 'ICSI' } },
          { text: { nl: 'IUI', de: 'IUI', en: 'IUI' } },
          { text: { nl: 'Anders, namelijk', de: 'Andere, nämlich', en: 'Other, namely' }, isOpen: true },
        ],
      },
      {
        key: 'attempts',
        type: QUESTION_TYPE.number,
        required: false,
        text: {
          nl: 'Hoeveel behandelingen heeft u gehad?',
          de: 'Wie viele Behandlungen hatten Sie?',
          en: 'How many treatments have you had?',
        },
      },
      {
        key: 'first_visit',
        type: QUESTION_TYPE.date,
        required: false,
        text: {
          nl: 'Wanneer was uw eerste bezoek?',
          de: 'Wann war Ihr erster Besuch?',
          en: 'When was your first visit?',
        },
      },
      {
        key: 'consulted',
        type: QUESTION_TYPE.routingChoice,
        required: true,
        text: {
          nl: 'Heeft u een intakegesprek gehad?',
          de: 'Hatten Sie ein Aufnahmegespräch?',
          en: 'Did you have an intake consultation?',
        },
        options: [
          { text: { nl: 'Ja', de: 'Ja', en: 'Yes' }, routeToPage: 2 },
          { text: { nl: 'Nee', de: 'Nein', en: 'No' }, routeToPage: 3 },
        ],
      },
    ],
  },
  {
    title: { nl: 'Uw ervaring', de: 'Ihre Erfahrung', en: 'Your experience' },
    questions: [
      likert('prof_1', 'professionalism', 4.2, {
        nl: 'De arts was deskundig.',
        de: 'Der Arzt war kompetent.',
        en: 'The doctor was competent.',
      }),
      likert('prof_2', 'professionalism', 3.8, {
        nl: 'De verpleegkundigen werkten zorgvuldig.',
        de: 'Die Pflegekräfte arbeiteten sorgfältig.',
        en: 'The nurses worked carefully.',
      }),
      likert('cont_1', 'continuity', 3.4, {
        nl: 'Ik had steeds dezelfde arts.',
        de: 'Ich hatte immer denselben Arzt.',
        en: 'I always saw the same doctor.',
      }),
      likert('cont_2', 'continuity', 2.9, {
        nl: 'Afspraken sloten goed op elkaar aan.',
        de: 'Die Termine waren gut aufeinander abgestimmt.',
        en: 'Appointments followed on well from each other.',
      }),
      likert('info_1', 'information', 4.0, {
        nl: 'Ik kreeg duidelijke uitleg over de behandeling.',
        de: 'Ich erhielt eine klare Erklärung der Behandlung.',
        en: 'I was given a clear explanation of the treatment.',
      }),
      likert('info_2', 'information', 3.6, {
        nl: 'Ik wist bij wie ik met vragen terechtkon.',
        de: 'Ich wusste, an wen ich mich mit Fragen wenden konnte.',
        en: 'I knew whom to ask with questions.',
      }),
      likert('resp_1', 'respect', 4.55, {
        nl: 'Er werd rekening gehouden met mijn wensen.',
        de: 'Auf meine Wünsche wurde Rücksicht genommen.',
        en: 'My wishes were taken into account.',
      }),
      likert('resp_2', 'respect', 3.1, {
        nl: 'Mijn privacy werd gerespecteerd.',
        de: 'Meine Privatsphäre wurde respektiert.',
        en: 'My privacy was respected.',
      }),
      likert('comm_1', 'communication', 3.9, {
        nl: 'De arts luisterde goed naar mij.',
        de: 'Der Arzt hörte mir gut zu.',
        en: 'The doctor listened to me well.',
      }),
      likert('comm_2', 'communication', 2.57, {
        nl: 'Uitslagen werden op tijd doorgegeven.',
        de: 'Ergebnisse wurden rechtzeitig mitgeteilt.',
        en: 'Results were passed on in time.',
      }),
      likert('auto_1', 'autonomy', 3.3, {
        nl: 'Ik kon meebeslissen over mijn behandeling.',
        de: 'Ich konnte über meine Behandlung mitentscheiden.',
        en: 'I could take part in decisions about my treatment.',
      }),
      likert('auto_2', 'autonomy', 3.0, {
        nl: 'Ik kreeg ruimte om na te denken over keuzes.',
        de: 'Ich hatte Zeit, über Entscheidungen nachzudenken.',
        en: 'I was given time to think about choices.',
      }),
    ],
  },
  {
    title: { nl: 'Tot slot', de: 'Zum Schluss', en: 'Finally' },
    questions: [
      {
        key: 'overall',
        type: QUESTION_TYPE.slider1to10,
        required: true,
        text: {
          nl: 'Welk cijfer geeft u de kliniek?',
          de: 'Welche Note geben Sie der Klinik?',
          en: 'What mark do you give the clinic?',
        },
      },
      {
        key: 'effort',
        type: QUESTION_TYPE.difficultySlider,
        required: true,
        text: {
          nl: 'Hoeveel moeite kostte het om een afspraak te maken?',
          de: 'Wie schwierig war es, einen Termin zu bekommen?',
          en: 'How easy was it to make an appointment?',
        },
      },
      {
        key: 'recommend',
        type: QUESTION_TYPE.slider0to10,
        required: true,
        isNps: true,
        text: {
          nl: 'Hoe waarschijnlijk is het dat u ons aanbeveelt?',
          de: 'Wie wahrscheinlich ist es, dass Sie uns empfehlen?',
          en: 'How likely are you to recommend us?',
        },
      },
      {
        key: 'channels',
        type: QUESTION_TYPE.multipleChoice,
        required: false,
        text: { nl: 'Hoe heeft u ons gevonden?', de: 'Wie haben Sie uns gefunden?', en: 'How did you find us?' },
        options: [
          { text: { nl: 'Huisarts', de: 'Hausarzt', en: 'General practitioner' } },
          { text: { nl: 'Internet', de: 'Internet', en: 'Internet' } },
          { text: { nl: 'Familie of vrienden', de: 'Familie oder Freunde', en: 'Family or friends' } },
          { text: { nl: 'Anders, namelijk', de: 'Andere, nämlich', en: 'Other, namely' }, isOpen: true },
          { text: { nl: 'Weet ik niet', de: 'Weiß ich nicht', en: 'Do not know' }, excludeOthers: true },
        ],
      },
      {
        key: 'compliments',
        type: QUESTION_TYPE.text,
        required: false,
        text: { nl: 'Wat ging er goed?', de: 'Was lief gut?', en: 'What went well?' },
      },
      {
        key: 'comments',
        type: QUESTION_TYPE.openTextArea,
        required: false,
        text: {
          nl: 'Heeft u nog opmerkingen?',
          de: 'Haben Sie noch Anmerkungen?',
          en: 'Do you have any other comments?',
        },
      },
      {
        key: 'contact',
        type: QUESTION_TYPE.email,
        required: false,
        text: {
          nl: 'Uw e-mailadres als u teruggebeld wilt worden',
          de: 'Ihre E-Mail-Adresse, falls Sie einen Rückruf wünschen',
          en: 'Your e-mail address if you would like us to contact you',
        },
      },
    ],
  },
];

export const DEMO_COMMENTS: Texts[] = [
  {
    nl: 'Heel fijn geholpen, dank jullie wel.',
    de: 'Sehr gut betreut, vielen Dank.',
    en: 'Very well looked after, thank you.',
  },
  { nl: 'De wachttijd was erg lang.', de: 'Die Wartezeit war sehr lang.', en: 'The waiting time was very long.' },
  {
    nl: 'Duidelijke uitleg door de verpleegkundige.',
    de: 'Klare Erklärung durch die Pflegekraft.',
    en: 'Clear explanation by the nurse.',
  },
  {
    nl: 'Parkeren bij de kliniek is lastig.',
    de: 'Parken an der Klinik ist schwierig.',
    en: 'Parking at the clinic is difficult.',
  },
  { nl: 'Ik voelde me gehoord.', de: 'Ich fühlte mich gehört.', en: 'I felt heard.' },
  { nl: 'Uitslagen kwamen te laat.', de: 'Die Ergebnisse kamen zu spät.', en: 'Results came too late.' },
];

export const SURVEY_TEXTS = {
  title: {
    nl: 'Uw ervaring met onze kliniek',
    de: 'Ihre Erfahrung mit unserer Klinik',
    en: 'Your experience with our clinic',
  },
  description: {
    nl: 'Vragenlijst over de ervaring van patiënten.',
    de: 'Fragebogen zur Erfahrung der Patienten.',
    en: 'Questionnaire on patient experience.',
  },
  begin: {
    nl: 'Welkom! Deze vragenlijst duurt ongeveer vijf minuten. Uw antwoorden zijn anoniem.',
    de: 'Willkommen! Dieser Fragebogen dauert etwa fünf Minuten. Ihre Antworten sind anonym.',
    en: 'Welcome! This questionnaire takes about five minutes. Your answers are anonymous.',
  },
  end: {
    nl: 'Hartelijk dank voor het invullen van de vragenlijst.',
    de: 'Vielen Dank für das Ausfüllen des Fragebogens.',
    en: 'Thank you for completing the questionnaire.',
  },
} satisfies Record<string, Texts>;
