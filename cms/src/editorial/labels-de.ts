/**
 * German field labels for the admin panel in German, keyed by the English label of
 * `editorial/layouts.ts`. `src/admin/app.tsx` turns them into the Content Manager's translation keys; a unit test
 * fails when an English label has no German one. Help texts: `GERMAN_HELP` below.
 */
export const GERMAN_LABELS: Readonly<Record<string, string>> = {
  Title: 'Titel',
  'Last changed': 'Zuletzt geändert',
  Created: 'Erstellt',
  'URL slug': 'URL-Kürzel (Slug)',
  'Browser tab title': 'Titel im Browser-Tab',
  'Search result description': 'Beschreibung in Suchergebnissen',
  Image: 'Bild',
  'Image description (alt text)': 'Bildbeschreibung (Alt-Text)',
  'Photo description (alt text)': 'Fotobeschreibung (Alt-Text)',
  Position: 'Position',
  Date: 'Datum',
  Summary: 'Kurzfassung',
  Heading: 'Überschrift',
  Text: 'Text',
  Eyebrow: 'Dachzeile',
  'Main button': 'Haupt-Button',
  'Second button': 'Zweiter Button',
  Cards: 'Karten',
  Steps: 'Schritte',
  'Key figures': 'Kennzahlen',
  Icon: 'Icon',
  'Address (URL)': 'Adresse (URL)',
  Label: 'Beschriftung',
  Button: 'Button',
  'Button text': 'Button-Text',
  'Button opens the booking calendar': 'Button öffnet den Terminkalender',
  'Number of case studies shown': 'Anzahl angezeigter Fallstudien',
  'Newsletter heading': 'Überschrift Newsletter',
  'Text (Markdown)': 'Text (Markdown)',
  Problem: 'Ausgangslage',
  'What we did': 'Unsere Leistung',
  Results: 'Ergebnisse',
  Question: 'Frage',
  Answer: 'Antwort',
  Answers: 'Antworten',
  Value: 'Wert',
  Number: 'Zahl',
  'Unit of the number': 'Einheit der Zahl',
  'Or more ("+")': 'Oder mehr („+“)',
  'Value as text': 'Wert als Text',
  Weight: 'Gewichtung',
  'Must be chosen': 'Pflichtantwort',
  Network: 'Netzwerk',
  Duration: 'Dauer',
  'Menu group': 'Menügruppe',
  'Pages (keys)': 'Seiten (Schlüssel)',
  Sections: 'Abschnitte',
  'Page key (system)': 'Seitenschlüssel (System)',
  'Address (system)': 'Adresse (System)',
  'Template (system)': 'Vorlage (System)',
  'Article text': 'Artikeltext',
  Topics: 'Themen',
  'Views (counted by the site)': 'Aufrufe (von der Website gezählt)',
  Name: 'Name',
  'Articles with this topic': 'Artikel zu diesem Thema',
  'Client or project': 'Kunde oder Projekt',
  'Problem, services, results': 'Ausgangslage, Leistung, Ergebnisse',
  'Results in numbers': 'Ergebnisse in Zahlen',
  Role: 'Funktion',
  Photo: 'Foto',
  Link: 'Link',
  Publication: 'Medium',
  Kind: 'Art',
  Location: 'Standort',
  'Employment type': 'Anstellungsart',
  Requirements: 'Anforderungen',
  'Company name': 'Firmenname',
  'Legal name': 'Firmierung',
  Tagline: 'Claim',
  'Contact e-mail': 'Kontakt-E-Mail',
  Phone: 'Telefon',
  'Street and number': 'Straße und Hausnummer',
  'Postal code': 'Postleitzahl',
  City: 'Ort',
  Country: 'Land',
  'Register court': 'Registergericht',
  'Register number': 'Registernummer',
  'Managing directors': 'Geschäftsführung',
  'Main menu': 'Hauptmenü',
  'Footer text': 'Text im Seitenfuß',
  'Footer links': 'Links im Seitenfuß',
  'Social networks': 'Soziale Netzwerke',
  'Booking calendar address': 'Adresse des Terminkalenders',
  'Public website address': 'Öffentliche Adresse der Website',
  'Default search result description': 'Standardbeschreibung in Suchergebnissen',
  Subtitle: 'Untertitel',
  Chapters: 'Kapitel',
  'Closing heading ("about us")': 'Schlussüberschrift („Über uns“)',
  'Closing text': 'Schlusstext',
  Disclaimer: 'Haftungshinweis',
  Introduction: 'Einleitung',
  'Duration in minutes': 'Dauer in Minuten',
  'Score needed to fit': 'Mindestpunktzahl für ein positives Ergebnis',
  Questions: 'Fragen',
  'Result heading (fits)': 'Ergebnis-Überschrift (passt)',
  'Result text (fits)': 'Ergebnistext (passt)',
  'Result heading (does not fit)': 'Ergebnis-Überschrift (passt nicht)',
  'Result text (does not fit)': 'Ergebnistext (passt nicht)',
  'Languages (system)': 'Sprachen (System)',
  'Former URL slugs (system)': 'Frühere URL-Kürzel (System)',
};

/**
 * German help texts, keyed by the English help text of `editorial/layouts.ts`. Strapi shows a field's help text
 * as stored (no translation key), so `src/admin/field-help.tsx` swaps it for the German one in the German admin.
 */
export const GERMAN_HELP: Readonly<Record<string, string>> = {
  'Last part of the address. Follows the title (ä → ae) until the entry is first published. Changed later, the old address redirects to the new one.':
    'Letzter Teil der Adresse. Folgt bis zur ersten Veröffentlichung dem Titel (ä → ae). Wird er später geändert, leitet die alte Adresse auf die neue weiter.',
  'Shown in the browser tab and search results. " - Kastell Labs" is added automatically; do not type it. Aim for 30–60 characters.':
    'Erscheint im Browser-Tab und in Suchergebnissen. „ - Kastell Labs“ wird automatisch angehängt, bitte nicht mit eintippen. Ideal sind 30–60 Zeichen.',
  'The text under the title in Google: one or two sentences, 70–160 characters.':
    'Der Text unter dem Titel bei Google: ein bis zwei Sätze, 70–160 Zeichen.',
  'What the image shows, for screen readers and when it does not load. Leave empty only for decoration.':
    'Was das Bild zeigt – für Screenreader und falls es nicht lädt. Nur bei reiner Dekoration leer lassen.',
  'Who is shown, e.g. "Portrait of Anna Weber".': 'Wer zu sehen ist, z. B. „Porträt von Anna Weber“.',
  'Lower numbers come first. Shared by all languages.': 'Kleinere Zahlen stehen weiter vorn. Gilt für alle Sprachen.',
  'Shared by all languages.': 'Gilt für alle Sprachen.',
  'Two or three sentences shown in lists and teasers.': 'Zwei bis drei Sätze für Übersichten und Teaser.',
  'A short line above the heading, e.g. "Smart contracts". Optional.':
    'Kurze Zeile über der Überschrift, z. B. „Smart Contracts“. Optional.',
  'Name of an icon of the site, e.g. "shield" or "rocket".': 'Name eines Website-Icons, z. B. „shield“ oder „rocket“.',
  'A site path such as /en/contact/ or a full https:// address.':
    'Ein Pfad der Website wie /de/contact/ oder eine vollständige https://-Adresse.',
  'On: the button opens the appointment booking instead of the link.':
    'Aktiviert: Der Button öffnet die Terminbuchung statt des Links.',
  '1 to 12; the newest come first.': '1 bis 12; die neuesten zuerst.',
  'Markdown: ## or ### for subheadings, - for lists, **bold**, [links](https://…).':
    'Markdown: ## oder ### für Zwischenüberschriften, - für Listen, **fett**, [Links](https://…).',
  'A figure that is a number: the site writes it the way each language does (5,000 · 5.000; 72% · 72 %). Leave empty for a text below.':
    'Eine Kennzahl, die eine Zahl ist: Die Website schreibt sie, wie es jede Sprache tut (5,000 · 5.000; 72% · 72 %). Für einen Text unten leer lassen.',
  'On: the number is shown with a "+" after it, e.g. 150+.': 'Aktiviert: Hinter der Zahl steht ein „+“, z. B. 150+.',
  'A figure that is no plain number, as it should appear, e.g. "2–4 weeks" or "24/7". Used when Number is empty.':
    'Eine Kennzahl, die keine reine Zahl ist, so wie sie erscheinen soll, z. B. „2–4 Wochen“ oder „24/7“. Gilt, wenn „Zahl“ leer ist.',
  'How much this answer counts: 1.01 for the best answer, 1 for an acceptable one, 0 for one that rules the project out.':
    'Wie stark diese Antwort zählt: 1,01 für die beste Antwort, 1 für eine vertretbare, 0 für eine, die das Vorhaben ausschließt.',
  'On: the quiz fails without this answer.': 'Aktiviert: Ohne diese Antwort fällt das Quiz-Ergebnis negativ aus.',
  'Optional, e.g. "2–4 weeks".': 'Optional, z. B. „2–4 Wochen“.',
  'A list of page keys in quotes, e.g. ["smart-contracts", "nft-development"].':
    'Eine Liste von Seitenschlüsseln in Anführungszeichen, z. B. ["smart-contracts", "nft-development"].',
  'The languages this entry exists in, kept up to date by the CMS. Use it to filter the list.':
    'Die Sprachen, in denen dieser Eintrag vorliegt – vom CMS aktuell gehalten. Eignet sich zum Filtern der Liste.',
  'Kept by the CMS when the slug of a published entry changes: the old addresses redirect to the current one after the next website update.':
    'Vom CMS festgehalten, wenn sich das URL-Kürzel eines veröffentlichten Eintrags ändert: Nach der nächsten Website-Aktualisierung leiten die alten Adressen auf die aktuelle weiter.',
  'The name of the page in menus and breadcrumbs.': 'Der Name der Seite in Menüs und in der Brotkrumen-Navigation.',
  'The blocks of the page from top to bottom. Drag to reorder.':
    'Die Abschnitte der Seite von oben nach unten. Zum Umsortieren ziehen.',
  'Set by developers; the site finds the page by it.':
    'Von der Entwicklung festgelegt; die Website findet die Seite darüber.',
  'Set by developers; changing it breaks links.': 'Von der Entwicklung festgelegt; eine Änderung macht Links ungültig.',
  'Set by developers.': 'Von der Entwicklung festgelegt.',
  'Markdown: ## for subheadings, - for lists, **bold**, [links](https://…).':
    'Markdown: ## für Zwischenüberschriften, - für Listen, **fett**, [Links](https://…).',
  'Shared by all languages: a change here changes the other language too.':
    'Gilt für alle Sprachen: Eine Änderung hier ändert auch die andere Sprache.',
  'Counted automatically; read-only.': 'Wird automatisch gezählt; nicht bearbeitbar.',
  'E.g. "Lead smart-contract engineer".': 'Z. B. „Lead Smart-Contract Engineer“.',
  'The page of this service, e.g. /en/smart-contracts/.': 'Die Seite dieser Leistung, z. B. /de/smart-contracts/.',
  'Name of the newspaper, magazine or site.': 'Name der Zeitung, des Magazins oder der Website.',
  'Coverage by others or our own publication. Shared by all languages.':
    'Bericht Dritter oder eigene Veröffentlichung. Gilt für alle Sprachen.',
  'E.g. "Full-time" / "Vollzeit".': 'Z. B. „Vollzeit“ / „Full-time“.',
  'Added to every browser tab title (" - Kastell Labs").':
    'Wird an jeden Titel im Browser-Tab angehängt („ - Kastell Labs“).',
  'As in the commercial register, e.g. "Kastell Labs GmbH".': 'Wie im Handelsregister, z. B. „Kastell Labs GmbH“.',
  'Shared by all languages. With the register number and the managing directors in the footer of every e-mail to visitors (§ 35a GmbHG).':
    'Gilt für alle Sprachen. Steht mit Registernummer und Geschäftsführung in der Fußzeile jeder E-Mail an Besucher (§ 35a GmbHG).',
  'Shared by all languages, e.g. "HRB 12345".': 'Gilt für alle Sprachen, z. B. „HRB 12345“.',
  'Shared by all languages. Full names, separated by commas, as in the commercial register.':
    'Gilt für alle Sprachen. Vollständige Namen, durch Kommas getrennt, wie im Handelsregister.',
  'The https:// address of the appointment booking page.': 'Die https://-Adresse der Seite für die Terminbuchung.',
  'Shared by all languages. The https:// address of the live site, printed on the STO guide cover.':
    'Gilt für alle Sprachen. Die https://-Adresse der veröffentlichten Website; sie steht auf dem Titelblatt des STO-Leitfadens.',
  'Used where a page has none: one or two sentences, 70–160 characters.':
    'Greift, wenn eine Seite keine eigene hat: ein bis zwei Sätze, 70–160 Zeichen.',
  'Typeset into the PDF in this order at the next site build.':
    'Wird bei der nächsten Website-Aktualisierung in dieser Reihenfolge ins PDF gesetzt.',
  "Printed in small type at the foot of the PDF's title page.":
    'Erscheint klein gedruckt unten auf dem Titelblatt des PDFs.',
  'Shown to visitors before they start. Shared by all languages.':
    'Wird Besuchern vor dem Start angezeigt. Gilt für alle Sprachen.',
  'The product of the chosen answers’ importances must reach this (1.0 by default). Shared by all languages.':
    'Das Produkt der Gewichtungen der gewählten Antworten muss diesen Wert erreichen (Standard: 1,0). Gilt für alle Sprachen.',
};

/**
 * German names of the content types (keyed by their English `displayName`, which the Content Manager looks up as a
 * translation key in its menu, list and edit view headings). A unit test fails on a type without one.
 */
export const GERMAN_TYPE_NAMES: Readonly<Record<string, string>> = {
  'Case study': 'Fallstudie',
  'Contact message': 'Kontaktanfrage',
  'Global settings': 'Allgemeine Einstellungen',
  'STO guide': 'STO-Leitfaden',
  'Job opening': 'Stellenangebot',
  'Media mention': 'Medienbericht',
  'Outgoing e-mail': 'Ausgehende E-Mail',
  Page: 'Seite',
  Post: 'Beitrag',
  Quiz: 'Quiz',
  'Scheduled publication': 'Geplante Veröffentlichung',
  'Entry version': 'Version eines Eintrags',
  'Service item': 'Leistung',
  'Newsletter subscriber': 'Newsletter-Abonnent',
  'Team member': 'Teammitglied',
  'Token deployment': 'Token-Bereitstellung',
  Topic: 'Thema',
};

/**
 * German names of the section types and their parts (keyed by component UID, the key the section picker and the
 * section headings look up), and of their groups. A unit test fails on a component without one.
 */
export const GERMAN_COMPONENT_NAMES: Readonly<Record<string, string>> = {
  navigation: 'Navigation',
  sections: 'Abschnitte',
  shared: 'Bausteine',
  'navigation.menu-group': 'Menügruppe',
  'sections.about': 'Über uns',
  'sections.assets': 'Tokenisierbare Anlageklassen',
  'sections.call-to-action': 'Handlungsaufforderung',
  'sections.case-studies': 'Fallstudien (Liste)',
  'sections.components': 'Bausteine der Plattform',
  'sections.contact': 'Kontaktformular',
  'sections.faq': 'Häufige Fragen',
  'sections.feature-list': 'Vorteile (Karten)',
  'sections.figures': 'Kennzahlen',
  'sections.four-steps': 'Vier Schritte eines Angebots',
  'sections.guide-download': 'Leitfaden zum Herunterladen',
  'sections.intro': 'Einstieg (Seitenanfang)',
  'sections.job-openings': 'Stellenangebote (Liste)',
  'sections.launching-stages': 'Phasen bis zum Start',
  'sections.lifecycle': 'Lebenszyklus eines Assets',
  'sections.map-subscribe': 'Rechtsräume und Newsletter',
  'sections.marketing': 'Marketing-Leistungen',
  'sections.media': 'Medienberichte (Liste)',
  'sections.platform': 'Plattform im Überblick',
  'sections.products': 'Produkte auf der Plattform',
  'sections.quiz-start': 'Quiz-Start',
  'sections.rich-text': 'Freier Text',
  'sections.schedule': 'Zeitplan mit Dauern',
  'sections.service-catalogue': 'Leistungen (Katalog)',
  'sections.services': 'Leistungen (Karten)',
  'sections.team': 'Team (Liste)',
  'sections.technology': 'Technologien und Werkzeuge',
  'sections.timeframe': 'Zeiträume',
  'sections.workflow': 'Ablauf',
  'shared.case-study-row': 'Zeile einer Fallstudie',
  'shared.faq-item': 'Frage und Antwort',
  'shared.figure': 'Kennzahl',
  'shared.guide-chapter': 'Kapitel des Leitfadens',
  'shared.item': 'Karte',
  'shared.link': 'Link',
  'shared.quiz-answer': 'Quiz-Antwort',
  'shared.quiz-question': 'Quiz-Frage',
  'shared.social-link': 'Social-Media-Profil',
  'shared.step': 'Schritt',
};

/**
 * German names of the choices of selection fields (keyed by the stored value, which the Content Manager looks up
 * as a translation key). A unit test fails on a value of a content type or component without one.
 */
export const GERMAN_OPTION_LABELS: Readonly<Record<string, string>> = {
  standard: 'Standard',
  'insight-list': 'Blog-Übersicht',
  'case-study-list': 'Fallstudien-Übersicht',
  'case-study-projects': 'Fallstudien-Projekte',
  'token-generator': 'Token-Generator',
  quiz: 'Quiz',
  icons: 'Icon-Übersicht',
  external: 'Bericht Dritter',
  own: 'Eigene Veröffentlichung',
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  telegram: 'Telegram',
  medium: 'Medium',
  expertise: 'Expertise',
  blockchain: 'Blockchain',
  industries: 'Branchen',
  'newsletter-confirmation': 'Newsletter-Bestätigung',
  'contact-notification': 'Benachrichtigung über eine Kontaktanfrage',
  'token-deployment': 'Token-Bereitstellung',
  'token-confirmation': 'Adressbestätigung zum Token-Bericht',
  'mail-backlog-alarm': 'Warnung: E-Mails stauen sich',
  fixed: 'Feste Menge',
  fixedBurn: 'Feste Menge, verbrennbar',
  uncapped: 'Ohne Obergrenze',
  capped: 'Mit Obergrenze',
  number: 'Zahl',
  percent: 'Prozent',
  EUR: 'Euro',
  USD: 'US-Dollar',
};

/**
 * Texts of the Strapi admin that its German catalogue lacks (5.54) and that editors meet in the Content Manager:
 * without them the German admin shows English there and logs an error for every occurrence.
 */
export const GERMAN_ADMIN_SUPPLEMENT: Readonly<Record<string, string>> = {
  'content-manager.plugin.name': 'Inhalte',
  'search.placeholder': 'Suchen',
  'content-manager.containers.list.table-headers.status': 'Status',
  'i18n.Settings.locales.modal.locales.label': 'Sprachen',
  'i18n.list-view.table.header.label': 'Vorhanden in',
  'components.Blocks.blocks.bulletList': 'Aufzählung',
  'components.Blocks.blocks.numberList': 'Nummerierte Liste',
  'content-manager.components.DynamicZone.more-actions': 'Weitere Aktionen',
  'content-manager.components.DynamicZone.add-item-above': 'Abschnitt darüber einfügen',
  'content-manager.components.DynamicZone.add-item-below': 'Abschnitt darunter einfügen',
  'content-manager.actions.unpublish.dialog.radio-label': 'Wählen Sie, wie die Veröffentlichung zurückgenommen wird.',
  'app.loading': 'Wird geladen …',
  'upload.modal.url.title': 'Von einer URL importieren',
  'upload.modal.url.upload': 'Hochladen',
  // The users-permissions plugin's content type (accounts of the website's API, not of the admin).
  User: 'Website-Benutzer',
};
