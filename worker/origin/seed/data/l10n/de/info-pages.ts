import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, ol, p, page, rich, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

const UPDATED = 'Zuletzt aktualisiert: 15. Januar 2025.';

const faqPage = (
  title: string,
  description: string,
  faqs: readonly (readonly [string, string])[],
): ContentPage =>
  page(title, description, [
    { component: 'section-faq', title, faqs: faqs.map(([question, answer]) => ({ question, answer })) },
    {
      component: 'cta-banner',
      title: 'Sie benötigen weitere Hilfe?',
      description: 'Unser Support-Team antwortet innerhalb eines Werktags.',
      cta: cta('Support kontaktieren', '/business/contact-us/support'),
    },
  ]);

/** INFO_PAGE in German, by page key (data/info.ts). */
export const INFO_PAGES: Overlay<ContentPage> = {
  'info/aboutus': page(
    'Über {{brand}}',
    'Wir entwickeln die KI und AR, mit der Menschen Beauty-Produkte finden, die zu ihnen passen.',
    [
      rich([
        p(
          '{{brand}} begann 2015 mit einer einfachen Frage: Warum sollte die Wahl eines Lippenstifts Glückssache sein? Heute stehen unsere Gesichts-, Hand- und Haartechnologien hinter Try-on und Analysen für Beauty-, Brillen- und Schmuckmarken auf der ganzen Welt.',
        ),
        p(
          'Wir arbeiten mit globalen Konzernen ebenso wie mit unabhängigen Labels und veröffentlichen Consumer-Apps, mit denen Millionen Menschen jeden Tag neue Looks ausprobieren.',
        ),
      ]),
      {
        component: 'stats',
        items: [
          { value: '2015', label: 'Gegründet' },
          { value: '9', label: 'Sprachen für Geschäftskunden' },
          { value: '40+', label: 'Betreute Märkte' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Wofür wir stehen',
        cards: [
          {
            title: 'Von Grund auf inklusiv',
            description: 'Modelle, trainiert für jeden Hautton, jedes Alter und jede Gesichtsform.',
          },
          {
            title: 'Datenschutz zuerst',
            description: 'Wir erfassen Merkmale für die Stilberatung und identifizieren niemals Personen.',
          },
          {
            title: 'Ehrliche Vorschau',
            description: 'Virtuelle Produkte sollen aussehen wie die echten.',
          },
        ],
      },
    ],
  ),
  'info/awards': page(
    'Auszeichnungen und Anerkennung',
    'Momente, in denen die Branche unsere Arbeit gewürdigt hat.',
    [
      {
        component: 'card-grid',
        title: 'Aktuelle Auszeichnungen',
        cards: [
          {
            title: 'Beauty-Innovation des Jahres',
            description: 'Ausgezeichnet für die Live-Hautsimulation, 2024.',
          },
          { title: 'Retail Technology Award', description: 'Für das Barcode-Try-on im Geschäft, 2023.' },
          { title: 'Preis für KI-Exzellenz', description: 'Für inklusiven Farbtonabgleich, 2023.' },
          { title: 'Bestes AR-Erlebnis', description: 'Für das 3D-Schmuck-Try-on, 2022.' },
        ],
      },
    ],
  ),
  'info/esg': page(
    'Umwelt, Soziales und Unternehmensführung',
    'Virtuelles Testen vermeidet Abfall; verantwortungsvolle KI bestimmt, wie wir entwickeln.',
    [
      rich([
        h2('Umwelt'),
        p(
          'Jedes virtuelle Try-on kann einen physischen Tester ersetzen. Wir helfen Marken, eingesparte Tester zu messen, und betreiben unsere Dienste bei Anbietern, die sich zu erneuerbaren Energien verpflichtet haben.',
        ),
        h2('Soziales'),
        p(
          'Wir prüfen die Leistung unserer Modelle über alle Hauttöne und Altersgruppen hinweg und legen die Ergebnisse unseren Kunden offen.',
        ),
        h2('Unternehmensführung'),
        p(
          'Ein internes Prüfgremium gibt neue KI-Funktionen vor der Veröffentlichung frei – nach Prüfungen zu Datenschutz und Fairness.',
        ),
      ]),
    ],
  ),
  privacy: page(
    'Datenschutzerklärung',
    'Wie {{brand}} personenbezogene Daten auf dieser Website und in unseren Diensten für Geschäftskunden erhebt, nutzt und schützt.',
    [
      rich([
        p(UPDATED),
        p(
          'Diese Erklärung beschreibt, wie {{brand}} Inc. und ihre verbundenen Unternehmen („{{brand}}“, „wir“) mit personenbezogenen Daten umgehen, wenn Sie diese Website besuchen, uns kontaktieren, an unseren Veranstaltungen teilnehmen oder unsere Dienste für Geschäftskunden als Kunde nutzen. Setzt eine Marke unser Try-on oder unsere Analyse auf ihrer eigenen Website oder in ihrer App ein, entscheidet diese Marke über die Verwendung der Kundendaten, und es gilt ihre eigene Datenschutzerklärung; wir handeln dann als ihr Auftragsverarbeiter.',
        ),
        h2('1. Welche Daten wir erheben'),
        ul(
          'Kontaktdaten, die Sie uns in Formularen angeben: Name, geschäftliche E-Mail-Adresse, Telefonnummer, Unternehmen, Position, Land und Ihre Nachricht.',
          'Kontodaten von Geschäftsnutzern: Anmelde-E-Mail-Adresse, Passwort (ausschließlich als gesalzener Hash gespeichert), Plan, Rechnungen und Support-Verlauf.',
          'Veranstaltungsdaten: Anmeldungen zu Foren, Webinaren und Masterclasses sowie Ihre Teilnahme.',
          'Nutzungsdaten: besuchte Seiten, angeklickte Links, verweisende Kampagne, Browser, Gerätetyp und ein aus Ihrer IP-Adresse abgeleiteter ungefährer Standort.',
          'Kamerabilder und Ergebnisse: Bilder, die auf unseren Demoseiten für Try-on oder Analyse verarbeitet werden. Sie werden verarbeitet, um das Ergebnis zu erzeugen, und danach gelöscht, sofern Sie nicht ausdrücklich ein Ergebnis speichern.',
        ),
        h2('2. Wofür wir sie verwenden'),
        ul(
          'Um Ihre Anfragen zu beantworten und Angebote, Testversionen und Vorführungen vorzubereiten.',
          'Um die von Ihnen abonnierten Dienste bereitzustellen, abzusichern und abzurechnen.',
          'Um Veranstaltungen durchzuführen und Ihnen die angeforderten Aufzeichnungen zu senden.',
          'Um Ihnen Neuigkeiten zu unseren Produkten zu senden, sofern Sie zugestimmt haben; Sie können sich in jeder Nachricht abmelden.',
          'Um zu verstehen, wie die Website genutzt wird, und sie zu verbessern – mit Ihrer Einwilligung, wo das Gesetz sie verlangt.',
          'Um gesetzliche Pflichten wie steuerliche Aufbewahrungspflichten zu erfüllen und unsere Rechte zu wahren.',
        ),
        h2('3. Rechtsgrundlagen'),
        p(
          'Soweit die Datenschutz-Grundverordnung der EU oder des Vereinigten Königreichs gilt, stützen wir uns auf: die Erfüllung eines Vertrags (Konten, Abonnements, Support); unsere berechtigten Interessen an der Beantwortung geschäftlicher Anfragen, der Sicherheit unserer Dienste und der Verbesserung dieser Website, abgewogen gegen Ihre Rechte; Ihre Einwilligung für Marketing-E-Mails, nicht notwendige Cookies und gespeicherte Kameraergebnisse, die Sie jederzeit widerrufen können; sowie gesetzliche Pflichten für Buchhaltung und Steuerunterlagen.',
        ),
        h2('4. Wie lange wir sie speichern'),
        ul(
          'Anfragen und Vertriebsgespräche: bis zu drei Jahre nach unserem letzten Kontakt.',
          'Kundenkonten und Verträge: für die Vertragslaufzeit, danach bis zu sieben Jahre für Steuer- und Buchhaltungszwecke.',
          'Veranstaltungsanmeldungen: zwei Jahre nach der Veranstaltung.',
          'Analysedaten: bis zu 14 Monate, danach in aggregierter Form.',
          'Kamerabilder auf Demoseiten: werden nach Anzeige des Ergebnisses nicht aufbewahrt.',
        ),
        h2('5. An wen wir sie weitergeben'),
        p(
          'Wir verkaufen keine personenbezogenen Daten. Wir geben sie nur weiter an Dienstleister, die uns beim Betrieb unseres Geschäfts unterstützen (Cloud-Hosting, E-Mail-Versand, Zahlungsabwicklung, Kundensupport und Analysewerkzeuge) und vertraglich an unsere Weisungen gebunden sind; an unsere verbundenen Unternehmen für Vertrieb und Support in Ihrer Region; an Mitveranstalter, wenn Sie sich für eine gemeinsam veranstaltete Session anmelden, wie im Anmeldeformular angegeben; und an Behörden, wenn das Gesetz es verlangt.',
        ),
        h2('6. Internationale Übermittlungen'),
        p(
          'Unsere Teams und Dienstleister arbeiten in mehreren Ländern. Verlassen Daten den Europäischen Wirtschaftsraum, das Vereinigte Königreich oder die Schweiz in ein Land ohne Angemessenheitsbeschluss, verwenden wir die Standardvertragsklauseln der Europäischen Kommission (und den britischen Zusatz) zusammen mit technischen Schutzmaßnahmen wie Verschlüsselung.',
        ),
        h2('7. Ihre Rechte'),
        p(
          'Je nach Wohnort können Sie Auskunft über Ihre Daten, deren Berichtigung, Löschung oder eine Kopie verlangen, die Verarbeitung einschränken lassen oder ihr widersprechen und Ihre Einwilligung jederzeit widerrufen, ohne dass die Rechtmäßigkeit der bisherigen Verarbeitung berührt wird. Sie können sich außerdem bei Ihrer örtlichen Datenschutzaufsichtsbehörde beschweren. Wir beantworten Anfragen innerhalb eines Monats.',
        ),
        h2('8. Cookies und ähnliche Technologien'),
        p(
          'Notwendige Cookies halten Sie angemeldet, speichern Ihre Sprache und schützen Formulare; sie können nicht deaktiviert werden. Analyse- und Marketing-Cookies werden erst gesetzt, nachdem Sie sie im Cookie-Banner akzeptiert haben, und Sie können Ihre Auswahl jederzeit über den Link zu den Cookie-Einstellungen in der Fußzeile ändern. Cookies, die Ihre Auswahl speichern, laufen nach zwölf Monaten ab.',
        ),
        h2('9. Sicherheit'),
        p(
          'Daten werden bei der Übertragung und im Ruhezustand verschlüsselt, der Zugriff ist auf Mitarbeitende beschränkt, die ihn benötigen, und unsere Systeme werden jedes Jahr von unabhängigen Prüfern bewertet.',
        ),
        h2('10. Kontakt'),
        p(
          'Um Ihre Rechte auszuüben oder eine Frage zu stellen, schreiben Sie unserem Datenschutzteam über die Kontaktseite oder an privacy@example.com. Unseren Datenschutzbeauftragten erreichen Sie unter derselben Adresse. {{brand}} Inc., 100 Example Avenue, Example City (eine fiktive Adresse für diese Demo-Website).',
        ),
        h2('11. Änderungen dieser Erklärung'),
        p(
          'Wir aktualisieren diese Erklärung, wenn sich unsere Dienste oder die Rechtslage ändern. Das Datum oben zeigt die aktuelle Fassung; über wesentliche Änderungen informieren wir Kunden zusätzlich per E-Mail.',
        ),
      ]),
    ],
  ),
  terms: page(
    'Nutzungsbedingungen',
    'Die Bedingungen, die für den Besuch und die Nutzung dieser Website gelten.',
    [
      rich([
        p(UPDATED),
        h2('1. Wer wir sind'),
        p(
          'Diese Website wird von {{brand}} Inc. betrieben. Mit der Nutzung akzeptieren Sie diese Bedingungen. Für bei uns erworbene Dienste für Geschäftskunden gilt der mit jedem Kunden geschlossene Vertrag, der diesen Bedingungen vorgeht.',
        ),
        h2('2. Nutzung der Website'),
        ul(
          'Sie dürfen Seiten zu Ihrer eigenen Information und zur Bewertung unserer Dienste ansehen, ausdrucken und teilen.',
          'Sie dürfen Inhalte nicht für kommerzielle Zwecke kopieren, die Website nicht massenhaft auslesen und ihren Betrieb nicht stören.',
          'Vorführungen nutzen Ihre Kamera erst, nachdem Sie dies erlaubt haben, und nur, um den Effekt zu zeigen.',
        ),
        h2('3. Konten'),
        p(
          'Halten Sie Ihre Anmeldedaten vertraulich und informieren Sie uns umgehend, wenn Sie einen Missbrauch vermuten. Wir können Konten sperren, die gegen diese Bedingungen verstoßen oder andere Nutzer gefährden.',
        ),
        h2('4. Geistiges Eigentum'),
        p(
          'Die Website, ihre Texte, Bilder, Software und Marken gehören {{brand}} oder ihren Lizenzgebern. Produktnamen anderer Unternehmen gehören ihren jeweiligen Inhabern.',
        ),
        h2('5. Links zu anderen Websites'),
        p(
          'Wir verlinken zu Ihrer Bequemlichkeit auf andere Websites; für deren Inhalte sind wir nicht verantwortlich.',
        ),
        h2('6. Haftung'),
        p(
          'Wir bemühen uns, die Informationen auf dieser Website richtig und verfügbar zu halten, stellen sie jedoch ohne Gewähr bereit. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.',
        ),
        h2('7. Anwendbares Recht und Streitigkeiten'),
        p(
          'Diese Bedingungen unterliegen dem Recht des Landes, in dem das {{brand}} Unternehmen, mit dem Sie zu tun haben, seinen Sitz hat, unbeschadet der zwingenden Verbraucherschutzvorschriften Ihres Wohnsitzlandes.',
        ),
        h2('8. Änderungen und Kontakt'),
        p(
          'Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die aktuelle Fassung. Fragen richten Sie gern über die Kontaktseite an uns.',
        ),
      ]),
    ],
  ),
  impressum: page('Impressum', 'Angaben zum Betreiber dieser Website.', [
    rich([
      p('{{brand}} Europe GmbH (Beispielgesellschaft), Musterstraße 1, 10115 Berlin, Deutschland.'),
      p('Geschäftsführer: A. Example. Registergericht: Amtsgericht Berlin, HRB 000000 (Beispiel).'),
      p('Kontakt: die Kontaktseite dieser Website.'),
    ]),
  ]),
  compliance: page('Compliance', 'Unsere Zusagen zu Sicherheit und Datenschutz für Geschäftskunden.', [
    rich([
      ul(
        'Auftragsverarbeitungsverträge für jeden Geschäftskunden verfügbar.',
        'Verschlüsselung gespeicherter Daten bei der Übertragung und im Ruhezustand.',
        'Jährliche Sicherheitsprüfungen durch Dritte.',
        'Regionale Speicheroptionen für Kunden, die sie benötigen.',
      ),
    ]),
  ]),
  'accessibility-statement': page(
    'Erklärung zur Barrierefreiheit',
    'Wir möchten, dass alle Menschen diese Website nutzen können.',
    [
      rich([
        p(
          'Wir streben an, auf der gesamten Website die Web Content Accessibility Guidelines 2.2 auf Stufe AA zu erfüllen.',
        ),
        p(
          'Kamerabasierte Erlebnisse bieten als Alternativen einen Foto-Upload und beschriebene Ergebnisse. Wenn etwas für Sie nicht funktioniert, teilen Sie es uns über die Kontaktseite mit; wir antworten innerhalb von fünf Werktagen.',
        ),
      ]),
    ],
  ),
  'shopify/privacy': page(
    'Datenschutzerklärung für das Shop-Plugin',
    'Wie das {{brand}} Shop-Plugin mit Shop- und Kundendaten umgeht.',
    [
      rich([
        p(UPDATED),
        h2('1. Daten, die das Plugin liest'),
        ul(
          'Shopdaten: Shopname, E-Mail-Adresse des Inhabers, Plan und die Domain, auf der das Plugin läuft.',
          'Produktdaten: Titel, Bilder, Variantenkennungen und Farbwerte, die zur Erstellung von Try-on-Farbtönen dienen.',
          'Das Plugin liest keine Bestellungen, Adressen oder Zahlungsdaten von Kunden.',
        ),
        h2('2. Kundendaten'),
        p(
          'Kamerabilder der Kundschaft werden in der Browsersitzung verarbeitet, um das Try-on anzuzeigen, und vom Plugin nicht gespeichert. Anonyme Nutzungsereignisse (Try-on geöffnet, Farbton angesehen, in den Warenkorb gelegt) werden für das Dashboard des Händlers gezählt, ohne Kunden zu identifizieren.',
        ),
        h2('3. Zwecke und Rechtsgrundlage'),
        p(
          'Wir nutzen Shopdaten, um das Plugin gemäß dem Vertrag mit dem Händler bereitzustellen. Für Kundendaten ist der Händler der Verantwortliche, und wir verarbeiten sie in seinem Auftrag.',
        ),
        h2('4. Aufbewahrung und Löschung'),
        p(
          'Mit der Deinstallation des Plugins werden die bei uns gespeicherten Shopdaten innerhalb von 30 Tagen gelöscht. Händler können eine frühere Löschung verlangen, und wir kommen den von der Shop-Plattform weitergeleiteten Datenanfragen nach.',
        ),
        h2('5. Weitergabe und Übermittlung'),
        p(
          'Die Daten werden bei unseren Cloud-Anbietern gehostet – mit den in unserer allgemeinen Datenschutzerklärung beschriebenen Schutzmaßnahmen, einschließlich Standardvertragsklauseln für Übermittlungen.',
        ),
        h2('6. Kontakt'),
        p('Fragen zum Plugin und zum Datenschutz: privacy@example.com oder über die Kontaktseite.'),
      ]),
    ],
  ),
  'shopify/terms': page(
    'Bedingungen für das Shop-Plugin',
    'Bedingungen für die Installation und Nutzung des {{brand}} Shop-Plugins.',
    [
      rich([
        p(UPDATED),
        ol(
          'Das Plugin wird über Ihre Shop-Plattform entsprechend dem gewählten Plan abgerechnet.',
          'Sie bestätigen, dass Sie die Rechte an den hochgeladenen Produktbildern und Farbdaten besitzen.',
          'Virtuelle Farbtöne sind Vorschauen; weisen Sie Ihre Kundschaft darauf hin, dass Farben auf dem Bildschirm vom Produkt abweichen können.',
          'Sie können jederzeit kündigen; der Zugang endet mit Ablauf des Abrechnungszeitraums.',
          'Wir können das Plugin aktualisieren, um es zu verbessern; wesentliche Änderungen werden im Dashboard des Plugins angekündigt.',
        ),
      ]),
    ],
  ),
  'SDK/privacy': page(
    'Datenschutzerklärung für das SDK',
    'Wie das {{brand}} SDK Daten in Ihrer App verarbeitet.',
    [
      rich([
        p(UPDATED),
        h2('1. Kamerabilder'),
        p(
          'Das SDK verarbeitet Kamerabilder auf dem Gerät, um Try-on und Analyse darzustellen. Bilder werden nicht an unsere Server gesendet, es sei denn, Ihre App ruft eine Cloud-Funktion wie die HD-Hautanalyse auf – und dann nur so lange, wie es zur Rückgabe des Ergebnisses nötig ist.',
        ),
        h2('2. Diagnosedaten'),
        p(
          'Das SDK kann seine Version, das Gerätemodell, die Version des Betriebssystems und Fehlerberichte senden, damit wir seine Zuverlässigkeit sichern können. Diese Daten enthalten weder Bilder noch Kennungen Ihrer Nutzer.',
        ),
        h2('3. Rollen'),
        p(
          'Sie als App-Entwickler entscheiden, warum und wie die Daten Ihrer Nutzer verarbeitet werden, und sind der Verantwortliche; wir verarbeiten Daten in Ihrem Auftrag gemäß unserem Auftragsverarbeitungsvertrag.',
        ),
        h2('4. Ihre Pflichten'),
        p(
          'Informieren Sie Ihre Nutzer in Ihrer eigenen Datenschutzerklärung über das SDK, fragen Sie die Kameraberechtigung im passenden Kontext ab und holen Sie jede Einwilligung ein, die das Land Ihrer Nutzer verlangt.',
        ),
        h2('5. Aufbewahrung und Kontakt'),
        p('Diagnosedaten werden 90 Tage lang aufbewahrt. Fragen und Datenanfragen: privacy@example.com.'),
      ]),
    ],
  ),
  'faq/account-payments': faqPage('Konto und Zahlungen', 'Anmeldung, Rechnungen und Zahlungsmethoden.', [
    [
      'Wie ändere ich meine E-Mail-Adresse für die Abrechnung?',
      'Öffnen Sie Ihre Kontoeinstellungen und bearbeiten Sie den Rechnungskontakt.',
    ],
    [
      'Welche Zahlungsmethoden akzeptieren Sie?',
      'Gängige Kreditkarten; Enterprise-Pläne können per Rechnung bezahlt werden.',
    ],
    ['Wo finde ich meine Rechnungen?', 'Rechnungen finden Sie in Ihrem Konto unter „Abrechnung“.'],
  ]),
  'faq/integration-of-youcam': faqPage(
    '{{brand}} integrieren',
    'Try-on und Analyse in Ihre Website oder App einbinden.',
    [
      [
        'Wie füge ich Try-on zu meiner Website hinzu?',
        'Fügen Sie das Skript-Snippet aus der Konsole und einen Button auf Ihren Produktseiten ein.',
      ],
      [
        'Gibt es ein Plugin für meine Shop-Plattform?',
        'Für verbreitete Plattformen gibt es Plugins; alle anderen nutzen das Snippet.',
      ],
      [
        'Kann ich vor dem Livegang testen?',
        'Ja, mit einem Staging-Schlüssel können Sie auf jeder Domain testen.',
      ],
    ],
  ),
  'faq/subscription': faqPage('Abonnements', 'Pläne, Testversionen, Verlängerung und Kündigung.', [
    [
      'Wann endet meine Testversion?',
      'Vierzehn Tage nach ihrem Beginn; das Datum wird in Ihrem Konto angezeigt.',
    ],
    ['Kann ich jederzeit kündigen?', 'Ja, der Zugang bleibt bis zum Ende des bezahlten Zeitraums bestehen.'],
    [
      'Was passiert, wenn eine Zahlung fehlschlägt?',
      'Wir versuchen es erneut und benachrichtigen Sie per E-Mail; der Dienst läuft während einer kurzen Kulanzfrist weiter.',
    ],
  ]),
  'faq/trouble-shooting': faqPage('Fehlerbehebung', 'Lösungen für häufige Probleme.', [
    [
      'Die Kamera startet nicht.',
      'Erlauben Sie den Kamerazugriff im Browser und stellen Sie sicher, dass keine andere App die Kamera verwendet.',
    ],
    [
      'Die Farbtöne sehen anders aus als das Produkt.',
      'Prüfen Sie, ob das Foto des Farbmusters bei neutralem Licht aufgenommen wurde, und erstellen Sie den Farbton dann neu.',
    ],
    [
      'Der Try-on-Button wird nicht angezeigt.',
      'Prüfen Sie, ob Ihre Domain in der Konsole zu den zulässigen Domains hinzugefügt wurde.',
    ],
  ]),
  partners: page('Partner', 'Agenturen, Plattformen und Integratoren, die mit {{brand}} arbeiten.', [
    {
      component: 'card-grid',
      title: 'Partnerarten',
      cards: [
        {
          title: 'Lösungspartner',
          description: 'Agenturen, die Try-on-Erlebnisse konzipieren und umsetzen.',
        },
        {
          title: 'Plattformpartner',
          description: 'Shop- und Marketingplattformen mit fertigen Integrationen.',
        },
        {
          title: 'Hardwarepartner',
          description: 'Hersteller von Smart Mirrors und Kiosksystemen für den Handel.',
        },
      ],
    },
    {
      component: 'cta-banner',
      title: 'Partner werden',
      description: 'Erzählen Sie uns von Ihrem Unternehmen und den Marken, die Sie betreuen.',
      cta: cta('Bewerben', '/business/contact-us/sales'),
    },
  ]),
  'integration-partner': page(
    'Integrationspartner',
    'Zertifizierte Teams, die {{brand}} Try-on und Hautanalyse in Ihre Filialen, Websites und Apps bringen.',
    [
      rich([
        p(
          'Die Einführung von virtuellem Try-on betrifft Ihre Produktdaten, Ihre Shop-Plattform, Ihre Apps und manchmal auch Ihre Counter. Unsere Integrationspartner haben das schon oft umgesetzt: Sie sind von {{brand}} geschult und zertifiziert und arbeiten bei jedem Projekt mit unserem Lösungsteam zusammen.',
        ),
      ]),
      {
        component: 'card-grid',
        title: 'Zertifizierte Integratoren',
        cards: [
          {
            title: 'Example Digital Works',
            description:
              'Shop-Plugins, Gestaltung von Produktseiten und Einrichtung von Analysen für Onlineshops.',
          },
          {
            title: 'Sample Retail Systems',
            description:
              'Counter-Tablets, Smart Mirrors und Kiosksysteme im Geschäft – installiert und gewartet.',
          },
          {
            title: 'Demo App Studio',
            description: 'Native iOS- und Android-Apps, entwickelt mit dem {{brand}} SDK.',
          },
        ],
      },
      {
        component: 'steps',
        title: 'So läuft ein Partnerprojekt ab',
        steps: [
          {
            name: 'Vorstellung',
            text: 'Erzählen Sie uns von Ihrem Projekt; wir stellen Ihnen den Partner vor, der zu Ihren Kanälen und Ihrer Region passt.',
          },
          {
            name: 'Gemeinsamer Plan',
            text: 'Der Partner und unser Lösungsteam stimmen Umfang, Zeitplan und die einzuführenden Produkte ab.',
          },
          {
            name: 'Umsetzung und Start',
            text: 'Der Partner integriert und testet; unser Team prüft die Qualität vor dem Livegang.',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Integrationspartner werden',
        description: 'Agenturen und Systemintegratoren können sich für Schulung und Zertifizierung bewerben.',
        cta: cta('Bewerben', '/business/contact-us/sales'),
      },
    ],
  ),
  'beauty-fashion-metaverse': page(
    'Beauty und Mode im Metaverse',
    'Unser virtueller Showroom von 2022: Try-on für Avatare, digitale Make-up-Kollektionen und was sie uns über das Einkaufen in 3D-Welten gelehrt haben.',
    [
      rich([
        p(
          'Im Frühjahr 2022 eröffnete {{brand}} einen virtuellen Showroom, in dem Besucherinnen und Besucher ihre Avatare mit digitalem Make-up, Haarfarben und Accessoires ausstatteten und dieselben Looks anschließend mit der Kamera am eigenen Gesicht ausprobierten. Drei Wochen lang erkundeten Marken, Creator und Händler, was Beauty bedeutet, wenn der Spiegel ein Bildschirm ist.',
        ),
        h2('Was Besucher tun konnten'),
        ul(
          'Einen Look an einem Avatar gestalten und ihn in ein Live-Selfie-Try-on übernehmen.',
          'Limitierte digitale Kollektionen von vier Partnermarken entdecken.',
          'An täglichen Führungen mit unseren Make-up-Artists und 3D-Designern teilnehmen.',
          'Looks auf einer Wunschliste speichern und die physischen Produkte bei Partnerhändlern kaufen.',
        ),
        h2('Was wir gelernt haben'),
        p(
          'Die Kundschaft nutzte digitales Make-up, um mit kräftigeren Farben zu experimentieren, als sie sonst trägt, und viele probierten diese Farben anschließend am eigenen Gesicht aus. Einheitliche Farben zwischen Avatar und Kamera erwiesen sich als entscheidend: Dieselben Farbtondaten stehen heute hinter jedem {{brand}} Kanal.',
        ),
      ]),
      {
        component: 'stats',
        title: 'Der Showroom in Zahlen',
        items: [
          { value: '3 Wochen', label: 'für Besucher geöffnet' },
          { value: '4', label: 'Partnermarken mit digitalen Kollektionen' },
          { value: '120.000', label: 'erstellte Avatar-Looks' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Weiter entdecken',
        cards: [
          {
            title: 'Generative KI',
            description: 'Die Technologie hinter Looks, die aus einer Beschreibung entstehen.',
            link: '/business/technologies/generative-ai',
          },
          {
            title: '3D VTO Format',
            description: 'Ein 3D-Asset für Web, App und virtuelle Welten.',
            link: '/business/products/3d-vto-format',
          },
          {
            title: 'Global Beauty Tech Forum',
            description: 'Die diesjährigen Vorträge zu KI, AR und Beauty-Handel.',
            link: '/business/global-beauty-tech-forum',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Planen Sie mit uns einen virtuellen Launch',
        description:
          'Unser Team hilft Marken, Kollektionen in 3D-Welten zu bringen – und zurück ins echte Regal.',
        cta: cta('Vertrieb kontaktieren', '/business/contact-us/sales'),
      },
    ],
  ),
  CES2022: page(
    '{{brand}} auf der CES 2022',
    'Las Vegas, 5.–8. Januar 2022: Live-Vorführungen von KI-Hautanalyse, virtuellem Make-up und Accessoires mit Handtracking.',
    [
      rich([
        p(
          'Auf der CES 2022 zeigte unser Stand im Bereich Health and Wellness, wie sich Beauty-Tech zwischen Smartphone, Counter und Spiegel bewegt. Besucherinnen und Besucher scannten ihre Haut, probierten Lippenstifte und Ringe an und trafen das Team, das die Engine entwickelt.',
        ),
        h2('An unserem Stand'),
        ul(
          'KI-Hautdiagnose: fünfzehn Hautanliegen aus einem Selfie bewertet, gezeigt auf einem Smart Mirror.',
          'Virtuelles Make-up: jedes Lippen- und Augenprodukt einer ganzen Kollektion, live im Video.',
          'AR-Ringe und -Uhren: Handtracking, das Schmuck an seinem Platz hält, während sich die Hände bewegen.',
          'Beauty-Beratung 1:1: Live-Videoberatungen mit integriertem Try-on.',
        ),
        h2('Vorträge'),
        p(
          'Unser Chief Technology Officer sprach im Panel „Inklusive KI für Beauty“ über das Training von Modellen, die für jeden Hautton funktionieren, und unser Produktteam zeigte täglich fünfzehnminütige Demos für Händler.',
        ),
      ]),
      {
        component: 'stats',
        title: 'Die CES 2022 in Zahlen',
        items: [
          { value: '4 Tage', label: 'Live-Vorführungen' },
          { value: '6.000+', label: 'Hautscans am Stand' },
          { value: '300+', label: 'Termine mit Marken und Händlern' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Die gezeigten Produkte',
        cards: [
          {
            title: 'KI-Hautdiagnose',
            description: 'Eine Hautanalyse in klinischer Qualität auf jedem Smartphone.',
            link: '/business/products/ai-skin-diagnostic',
          },
          {
            title: 'Virtuelles Make-up-Try-on',
            description: 'Jedes Produkt für Lippen, Augen und Teint – live anprobiert.',
            link: '/business/products/virtual-makeup',
          },
          {
            title: 'Virtuelles AR-Ring-Try-on',
            description: 'Ringe, die am Finger bleiben, während sich die Hände bewegen.',
            link: '/business/products/ar-virtual-ring',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Sie haben uns in Las Vegas verpasst?',
        description: 'Buchen Sie dieselbe Vorführung online mit unserem Team.',
        cta: cta('Demo buchen', '/business/contact-us/sales?event=CES2022'),
      },
    ],
  ),
  'ai-apis': page('AI APIs', 'Gesichts-, Haut- und Haar-KI als einfache Cloud-APIs.', [
    {
      component: 'card-grid',
      title: 'Verfügbare APIs',
      cards: [
        { title: 'Hautanalyse-API', description: 'Werte für fünfzehn Hautanliegen aus einem Foto.' },
        { title: 'Gesichtsmerkmale-API', description: 'Gesichtsform, Merkmale und Proportionen.' },
        { title: 'Haaranalyse-API', description: 'Länge, Haartyp, Dichte und Frizz.' },
        {
          title: 'Make-up-Transfer-API',
          description: 'Einen Referenz-Look auf ein neues Gesicht übertragen.',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Erste Schritte',
      steps: [
        {
          name: 'Schlüssel erstellen',
          text: 'Registrieren Sie sich und erstellen Sie in der Konsole einen API-Schlüssel.',
        },
        {
          name: 'Foto senden',
          text: 'Senden Sie ein Bild per POST und erhalten Sie die Ergebnisse als JSON.',
        },
        { name: 'Skalieren', text: 'Zahlen Sie nur, was Sie nutzen – mit Mengenrabatten.' },
      ],
    },
  ]),
  investors: page('Investoren', 'Informationen für Aktionäre und Analysten.', [
    rich([
      p(
        'Finanzberichte, Präsentationen und Unterlagen zur Unternehmensführung veröffentlichen wir auf unserer Investor-Relations-Website.',
      ),
      p(
        'Bei Fragen von Investoren wenden Sie sich bitte über die Kontaktseite an unser Investor-Relations-Team.',
      ),
    ]),
    {
      component: 'cta-banner',
      title: 'Investor-Relations-Website',
      description: 'Berichte und Mitteilungen.',
      cta: cta('Zur Investor-Relations-Website', 'https://investors.example.com/'),
    },
  ]),
  plan: page(
    'Pläne für jede Marke',
    'Self-Service-Pläne für wachsende Marken, individuelle Pläne für globale Konzerne.',
    [
      {
        component: 'card-grid',
        title: 'Lösung wählen',
        cards: [
          {
            title: 'Make-up',
            description: 'Pläne für Make-up-Try-on.',
            link: '/business/solutions/online-service/makeup/plan',
          },
          {
            title: 'Brillen',
            description: 'Pläne für Brillen-Try-on.',
            link: '/business/solutions/online-service/eye-wear/plan',
          },
          {
            title: 'Skincare Pro',
            description: 'Pläne für Hautanalyse.',
            link: '/business/solutions/online-service/skincare-pro/plan',
          },
          {
            title: 'Ästhetik-Simulation',
            description: 'Pläne für Simulationen in Kliniken.',
            link: '/business/solutions/online-service/aesthetic-simulation/plan',
          },
        ],
      },
    ],
  ),
};
