import { defineTexts, type TDictionaryShape } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

/** Every language has exactly the Dutch keys. */
type TExportsDictionary = TDictionaryShape<typeof nl>;

const en: TExportsDictionary = {
  open: 'Export',
  title: 'Export the results',
  header: 'Heading of the report',
  headerHint: 'Optional. Without a heading the report opens with the survey name.',
  xlsx: 'Excel (XLSX)',
  pdf: 'PDF report',
  pdfTextOnly: 'PDF with open answers only',
  running: 'Preparing the file...',
  failed: 'The export did not succeed. Check your internet connection and try again.',
  noData: 'There is nothing to export yet.',
  scope:
    'The PDF reports follow the period, languages and filters chosen on the dashboard; the Excel workbook holds every answer of every respondent.',
  close: 'Close',
};

const nl = {
  open: 'Exporteren',
  title: 'Resultaten exporteren',
  header: 'Kop van het rapport',
  headerHint: 'Optioneel. Zonder kop begint het rapport met de naam van de vragenlijst.',
  xlsx: 'Excel (XLSX)',
  pdf: 'PDF-rapport',
  pdfTextOnly: 'PDF met alleen open antwoorden',
  running: 'Het bestand wordt gemaakt...',
  failed: 'Het exporteren is niet gelukt. Controleer uw internetverbinding en probeer het opnieuw.',
  noData: 'Er is nog niets om te exporteren.',
  scope:
    'De PDF-rapporten volgen de periode, talen en filters die op het dashboard gekozen zijn; het Excel-bestand bevat alle antwoorden van alle respondenten.',
  close: 'Sluiten',
};

const de: TExportsDictionary = {
  open: 'Exportieren',
  title: 'Ergebnisse exportieren',
  header: 'Überschrift des Berichts',
  headerHint: 'Optional. Ohne Überschrift beginnt der Bericht mit dem Namen der Umfrage.',
  xlsx: 'Excel (XLSX)',
  pdf: 'PDF-Bericht',
  pdfTextOnly: 'PDF nur mit offenen Antworten',
  running: 'Die Datei wird erstellt...',
  failed: 'Der Export ist fehlgeschlagen. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  noData: 'Es gibt noch nichts zu exportieren.',
  scope:
    'Die PDF-Berichte folgen dem Zeitraum, den Sprachen und den Filtern des Dashboards; die Excel-Datei enthält alle Antworten aller Befragten.',
  close: 'Schließen',
};

const fr: TExportsDictionary = {
  open: 'Exporter',
  title: 'Exporter les résultats',
  header: 'En-tête du rapport',
  headerHint: 'Facultatif. Sans en-tête, le rapport commence par le nom du questionnaire.',
  xlsx: 'Excel (XLSX)',
  pdf: 'Rapport PDF',
  pdfTextOnly: 'PDF avec les réponses ouvertes seulement',
  running: 'Préparation du fichier...',
  failed: 'L’export a échoué. Vérifiez votre connexion internet et réessayez.',
  noData: 'Il n’y a encore rien à exporter.',
  scope:
    'Les rapports PDF suivent la période, les langues et les filtres choisis sur le tableau de bord ; le fichier Excel contient toutes les réponses de tous les répondants.',
  close: 'Fermer',
};

export const exportsDictionaries = defineTexts(STAFF_LOCALES, { nl }, { de, en, fr });
