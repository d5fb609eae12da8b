// The information pages' text in the five languages (decision 120): blocks the shop edits in
// info_pages. Titles and descriptions are in content.ts SEO_PAGES. Policy texts follow
// docs/product/content.md#information-pages (wallet errors) and docs/product/content.md#information-pages (deadlines).
import { LANGS, type Lang } from '../../../../contract/i18n-text.js';
import type { InfoBlock, InfoPageKey } from '../../../../contract/info-pages.js';
import { t, type Tr } from '../i18n.js';

type SeedBlock =
  | { type: 'heading' | 'paragraph'; text: Tr }
  | { type: 'list'; items: Tr[] }
  | { type: 'terms'; items: { term: Tr; text: Tr }[] }
  | { type: 'link'; text: Tr; href: string }
  | { type: 'shopData'; what: 'shippings' | 'payments' | 'stores' | 'company' }
  | { type: 'deliveryTimes'; rows: { regions: string[]; label: Tr; time: Tr }[] };

const h = (text: Tr): SeedBlock => ({ type: 'heading', text });
const p = (text: Tr): SeedBlock => ({ type: 'paragraph', text });
const list = (...items: Tr[]): SeedBlock => ({ type: 'list', items });
const terms = (...items: [Tr, Tr][]): SeedBlock => ({ type: 'terms', items: items.map(([term, text]) => ({ term, text })) });
const link = (text: Tr, href: string): SeedBlock => ({ type: 'link', text, href });
const shopData = (what: 'shippings' | 'payments' | 'stores' | 'company'): SeedBlock => ({ type: 'shopData', what });

const ABOUT: SeedBlock[] = [
  p(t('Raggio è una piccola officina di Bergamo che dal 2009 costruisce bici su misura, telai, ruote e componenti in carbonio per chi pedala su strada, in gravel e in montagna.',
    'Raggio is a small Bergamo workshop that has been building custom bikes, frames, wheels and carbon components since 2009 for riders on the road, on gravel and in the mountains.',
    'Raggio est un petit atelier de Bergame qui construit depuis 2009 des vélos sur mesure, des cadres, des roues et des composants en carbone pour la route, le gravel et la montagne.',
    'Raggio es un pequeño taller de Bérgamo que desde 2009 construye bicicletas a medida, cuadros, ruedas y componentes de carbono para carretera, gravel y montaña.',
    'Raggio ist eine kleine Werkstatt in Bergamo, die seit 2009 Räder nach Maß, Rahmen, Laufräder und Carbon-Komponenten für Straße, Gravel und Berg baut.')),
  h(t('Come lavoriamo', 'How we work', 'Notre façon de travailler', 'Cómo trabajamos', 'Wie wir arbeiten')),
  list(
    t('Misuriamo chi pedala prima di scegliere il telaio.', 'We measure the rider before choosing the frame.', 'Nous mesurons le cycliste avant de choisir le cadre.', 'Medimos al ciclista antes de elegir el cuadro.', 'Wir vermessen die Fahrerin oder den Fahrer, bevor wir den Rahmen wählen.'),
    t('Montiamo e controlliamo ogni bici a mano, nel nostro magazzino.', 'We assemble and check every bike by hand, in our own warehouse.', 'Nous montons et contrôlons chaque vélo à la main, dans notre entrepôt.', 'Montamos y revisamos cada bicicleta a mano, en nuestro almacén.', 'Wir montieren und prüfen jedes Rad von Hand in unserem Lager.'),
    t('Scegliamo componenti che si possono riparare e ricambiare per anni.', 'We choose components that can be repaired and replaced for years.', 'Nous choisissons des composants réparables et remplaçables pendant des années.', 'Elegimos componentes que se pueden reparar y sustituir durante años.', 'Wir wählen Komponenten, die sich über Jahre reparieren und ersetzen lassen.'),
  ),
  p(t('Vieni a trovarci in negozio o in uno dei nostri rivenditori: una prova in sella vale più di ogni scheda tecnica.',
    'Visit us in our shop or at one of our dealers: a test ride is worth more than any data sheet.',
    'Rendez-nous visite en boutique ou chez l’un de nos revendeurs : un essai vaut mieux que toute fiche technique.',
    'Visítanos en la tienda o en uno de nuestros distribuidores: una prueba vale más que cualquier ficha técnica.',
    'Besuche uns im Laden oder bei einem unserer Händler: Eine Probefahrt sagt mehr als jedes Datenblatt.')),
  link(t('Trova un rivenditore', 'Find a dealer', 'Trouver un revendeur', 'Encuentra un distribuidor', 'Händler finden'), '/rivenditore'),
];

const TERMS: SeedBlock[] = [
  p(t('Le presenti condizioni regolano gli acquisti fatti su questo sito presso Raggio Cicli S.r.l.',
    'These terms govern purchases made on this site from Raggio Cicli S.r.l.',
    'Les présentes conditions régissent les achats effectués sur ce site auprès de Raggio Cicli S.r.l.',
    'Estas condiciones regulan las compras realizadas en este sitio a Raggio Cicli S.r.l.',
    'Diese Bedingungen gelten für Käufe auf dieser Website bei Raggio Cicli S.r.l.')),
  h(t('Conclusione del contratto', 'How the contract is made', 'Conclusion du contrat', 'Celebración del contrato', 'Vertragsschluss')),
  p(t('Il contratto è concluso quando il venditore invia l’e-mail di accettazione dell’ordine. L’e-mail di conferma riporta il numero dell’ordine e ripete i dati inseriti: il cliente deve controllarli e segnalare subito eventuali errori.',
    'The contract is made when the seller sends the order-acceptance e-mail. The confirmation e-mail carries the order number and repeats the data entered: the customer must check it and report any error at once.',
    'Le contrat est conclu lorsque le vendeur envoie l’e-mail d’acceptation de la commande. L’e-mail de confirmation indique le numéro de commande et reprend les données saisies : le client doit les vérifier et signaler aussitôt toute erreur.',
    'El contrato se celebra cuando el vendedor envía el correo de aceptación del pedido. El correo de confirmación indica el número de pedido y repite los datos introducidos: el cliente debe comprobarlos y comunicar enseguida cualquier error.',
    'Der Vertrag kommt zustande, wenn der Verkäufer die E-Mail zur Annahme der Bestellung sendet. Die Bestätigungs-E-Mail enthält die Bestellnummer und wiederholt die eingegebenen Daten: Der Kunde muss sie prüfen und Fehler sofort melden.')),
  h(t('Prodotti non disponibili', 'Unavailable products', 'Produits indisponibles', 'Productos no disponibles', 'Nicht verfügbare Produkte')),
  p(t('Se un prodotto ordinato non è disponibile, il cliente può scegliere tra:', 'If an ordered product is not available, the customer may choose:', 'Si un produit commandé n’est pas disponible, le client peut choisir :', 'Si un producto pedido no está disponible, el cliente puede elegir:', 'Ist ein bestelltes Produkt nicht verfügbar, kann der Kunde wählen:')),
  list(
    t('un’alternativa di pari qualità;', 'an alternative of equal quality;', 'une alternative de qualité égale ;', 'una alternativa de igual calidad;', 'eine gleichwertige Alternative;'),
    t('l’attesa del riassortimento;', 'waiting for the restock;', 'l’attente du réassort ;', 'esperar a la reposición;', 'das Warten auf Nachschub;'),
    t('il rimborso completo.', 'a full refund.', 'le remboursement intégral.', 'el reembolso completo.', 'die volle Erstattung.'),
  ),
  h(t('Prezzi e pagamenti', 'Prices and payment', 'Prix et paiement', 'Precios y pago', 'Preise und Zahlung')),
  p(t('I prezzi comprendono l’IVA e possono cambiare senza preavviso. Si paga con carta tramite una piattaforma esterna di pagamento con carta (3D Secure supportato) oppure con un servizio di portafoglio online. Il venditore può chiedere una prova della titolarità della carta e rifiutare l’ordine se non viene fornita.',
    'Prices include VAT and may change without notice. Payment is by card through an external card payment platform (3D Secure supported) or through an online wallet service. The seller may ask for proof of card ownership and may refuse the order if it is not given.',
    'Les prix incluent la TVA et peuvent changer sans préavis. Le paiement se fait par carte via une plateforme externe de paiement par carte (3D Secure pris en charge) ou via un service de portefeuille en ligne. Le vendeur peut demander une preuve de la titularité de la carte et refuser la commande si elle n’est pas fournie.',
    'Los precios incluyen el IVA y pueden cambiar sin previo aviso. Se paga con tarjeta a través de una plataforma externa de pago con tarjeta (compatible con 3D Secure) o mediante un servicio de monedero en línea. El vendedor puede pedir una prueba de titularidad de la tarjeta y rechazar el pedido si no se aporta.',
    'Die Preise enthalten die MwSt. und können sich ohne Vorankündigung ändern. Bezahlt wird per Karte über eine externe Kartenzahlungsplattform (3D Secure unterstützt) oder über einen Online-Wallet-Dienst. Der Verkäufer kann einen Nachweis verlangen, dass die Karte dem Kunden gehört, und die Bestellung ablehnen, wenn er nicht erbracht wird.')),
  h(t('Diritto di recesso e resi', 'Withdrawal and returns', 'Droit de rétractation et retours', 'Desistimiento y devoluciones', 'Widerruf und Rücksendungen')),
  p(t('Possono recedere solo i consumatori, cioè chi acquista senza partita IVA. Il reso è accettato se:',
    'Only consumers, that is buyers without a VAT number, may withdraw. A return is accepted when:',
    'Seuls les consommateurs, c’est-à-dire les acheteurs sans numéro de TVA, peuvent se rétracter. Un retour est accepté si :',
    'Solo pueden desistir los consumidores, es decir, quien compra sin número de IVA. La devolución se acepta si:',
    'Widerrufen können nur Verbraucher, also Käufer ohne USt-IdNr. Eine Rücksendung wird angenommen, wenn:')),
  list(
    t('il prodotto non è stato usato né danneggiato;', 'the product is unused and undamaged;', 'le produit n’a pas été utilisé ni endommagé ;', 'el producto no se ha usado ni dañado;', 'das Produkt unbenutzt und unbeschädigt ist;'),
    t('è nella confezione originale con tutti i componenti;', 'it is in its original packaging with all components;', 'il est dans son emballage d’origine avec tous ses composants ;', 'está en su embalaje original con todos sus componentes;', 'es in der Originalverpackung mit allen Teilen ist;'),
    t('le parti meccaniche come reggisella, selle e guarniture non sono state montate;', 'mechanical parts such as seatposts, saddles and cranksets have not been mounted;', 'les pièces mécaniques comme tiges de selle, selles et pédaliers n’ont pas été montées ;', 'las piezas mecánicas como tijas, sillines y bielas no se han montado;', 'mechanische Teile wie Sattelstützen, Sättel und Kurbelgarnituren nicht montiert wurden;'),
    t('scarpe e accessori hanno la scatola originale integra, non usata come unico imballo esterno.', 'shoes and accessories come with their undamaged original box, not used as the only outer packaging.', 'les chaussures et accessoires ont leur boîte d’origine intacte, non utilisée comme seul emballage extérieur.', 'las zapatillas y accesorios tienen su caja original intacta, no usada como único embalaje exterior.', 'Schuhe und Zubehör in unbeschädigter Originalschachtel kommen, die nicht als einzige Außenverpackung diente.'),
  ),
  h(t('Termini', 'Deadlines', 'Délais', 'Plazos', 'Fristen')),
  terms(
    [t('Dichiarazione di recesso', 'Withdrawal statement', 'Déclaration de rétractation', 'Declaración de desistimiento', 'Widerrufserklärung'),
      t('entro 14 giorni dal giorno in cui tu, o chi hai indicato, ricevi la merce.',
        'within 14 days of the day you, or someone you named, receive the goods.',
        'dans les 14 jours suivant le jour où vous, ou la personne que vous avez désignée, recevez la marchandise.',
        'en un plazo de 14 días desde el día en que tú, o quien hayas indicado, recibes la mercancía.',
        'innerhalb von 14 Tagen ab dem Tag, an dem du oder eine von dir benannte Person die Ware erhält.')],
    [t('Spedizione del reso', 'Sending the return', 'Envoi du retour', 'Envío de la devolución', 'Rückversand'),
      t('entro 14 giorni dall’accettazione della richiesta; le spese di spedizione del reso sono a carico dell’acquirente.', 'within 14 days of the request being accepted; return shipping is paid by the buyer.', 'dans les 14 jours suivant l’acceptation de la demande ; les frais de retour sont à la charge de l’acheteur.', 'en un plazo de 14 días desde la aceptación de la solicitud; el envío de la devolución corre a cargo del comprador.', 'innerhalb von 14 Tagen nach Annahme der Anfrage; die Rücksendekosten trägt der Käufer.')],
    [t('Rimborso', 'Refund', 'Remboursement', 'Reembolso', 'Erstattung'),
      t('entro 14 giorni dalla dichiarazione di recesso, compreso il costo della consegna standard; il venditore può trattenerlo finché non riceve la merce o la prova che l’hai spedita.',
        'within 14 days of the withdrawal statement, the standard delivery cost included; the seller may withhold it until the goods are back or you prove you sent them.',
        'dans les 14 jours suivant la déclaration de rétractation, frais de livraison standard compris ; le vendeur peut le différer jusqu’à la réception de la marchandise ou la preuve que vous l’avez expédiée.',
        'en un plazo de 14 días desde la declaración de desistimiento, incluido el coste de la entrega estándar; el vendedor puede retenerlo hasta recibir la mercancía o la prueba de que la has enviado.',
        'innerhalb von 14 Tagen nach der Widerrufserklärung, einschließlich der Kosten der Standardlieferung; der Verkäufer kann sie zurückhalten, bis er die Ware zurückerhalten hat oder du nachweist, dass du sie abgeschickt hast.')],
    [t('Danni da trasporto', 'Transport damage', 'Dommages de transport', 'Daños de transporte', 'Transportschäden'),
      t('il venditore li segnala entro 5 giorni lavorativi dal ricevimento del reso.', 'the seller reports them within 5 working days of receiving the return.', 'le vendeur les signale dans les 5 jours ouvrés suivant la réception du retour.', 'el vendedor los comunica en un plazo de 5 días laborables desde la recepción de la devolución.', 'der Verkäufer meldet sie innerhalb von 5 Werktagen nach Erhalt der Rücksendung.')],
    [t('Pacco danneggiato', 'Damaged parcel', 'Colis endommagé', 'Paquete dañado', 'Beschädigtes Paket'),
      t('accettalo con riserva sulla bolla del corriere e invia il reclamo scritto entro otto giorni.', 'accept it with reservation on the waybill and send the written complaint within eight days.', 'acceptez-le avec réserve sur le bordereau du transporteur et envoyez la réclamation écrite dans les huit jours.', 'acéptalo con reserva en el albarán del transportista y envía la reclamación por escrito en un plazo de ocho días.', 'nimm es unter Vorbehalt auf dem Frachtbrief an und sende die schriftliche Reklamation innerhalb von acht Tagen.')],
  ),
  // The withdrawal function the law asks for, labelled as it asks (decision 234).
  link(t('Recedi dal contratto qui', 'Withdraw from contract here', 'Se rétracter du contrat ici', 'Desistir del contrato aquí', 'Vertrag hier widerrufen'), '/recesso'),
  link(t('Chiedi un reso all’assistenza', 'Ask support for a return', 'Demander un retour au service client', 'Solicita una devolución a asistencia', 'Rücksendung beim Kundendienst anfragen'), '/assistenza'),
];

const PRIVACY: SeedBlock[] = [
  p(t('Titolare del trattamento è Raggio Cicli S.r.l., Via Borgo Palazzo 118, 24125 Bergamo (BG), ciao@raggiocicli.it.',
    'The data controller is Raggio Cicli S.r.l., Via Borgo Palazzo 118, 24125 Bergamo (BG), ciao@raggiocicli.it.',
    'Le responsable du traitement est Raggio Cicli S.r.l., Via Borgo Palazzo 118, 24125 Bergame (BG), ciao@raggiocicli.it.',
    'El responsable del tratamiento es Raggio Cicli S.r.l., Via Borgo Palazzo 118, 24125 Bérgamo (BG), ciao@raggiocicli.it.',
    'Verantwortlicher ist Raggio Cicli S.r.l., Via Borgo Palazzo 118, 24125 Bergamo (BG), ciao@raggiocicli.it.')),
  h(t('Quali dati trattiamo', 'What data we process', 'Quelles données nous traitons', 'Qué datos tratamos', 'Welche Daten wir verarbeiten')),
  list(
    t('Dati dell’account: nome, e-mail, data di nascita, telefono.', 'Account data: name, e-mail, date of birth, phone.', 'Données du compte : nom, e-mail, date de naissance, téléphone.', 'Datos de la cuenta: nombre, correo, fecha de nacimiento, teléfono.', 'Kontodaten: Name, E-Mail, Geburtsdatum, Telefon.'),
    t('Indirizzi di spedizione e fatturazione e dati fiscali per la fattura.', 'Shipping and billing addresses and tax details for the invoice.', 'Adresses de livraison et de facturation et données fiscales pour la facture.', 'Direcciones de envío y facturación y datos fiscales para la factura.', 'Liefer- und Rechnungsadressen sowie Steuerdaten für die Rechnung.'),
    t('Ordini e pagamenti: i dati della carta restano presso la piattaforma di pagamento.', 'Orders and payments: card details stay with the payment platform.', 'Commandes et paiements : les données de carte restent chez la plateforme de paiement.', 'Pedidos y pagos: los datos de la tarjeta permanecen en la plataforma de pago.', 'Bestellungen und Zahlungen: Kartendaten bleiben bei der Zahlungsplattform.'),
    t('Dati di navigazione e, solo con il tuo consenso, statistiche d’uso.', 'Browsing data and, only with your consent, usage statistics.', 'Données de navigation et, seulement avec votre consentement, statistiques d’utilisation.', 'Datos de navegación y, solo con tu consentimiento, estadísticas de uso.', 'Nutzungsdaten und, nur mit deiner Einwilligung, Nutzungsstatistiken.'),
  ),
  h(t('Perché e per quanto tempo', 'Why and for how long', 'Pourquoi et pour combien de temps', 'Por qué y durante cuánto tiempo', 'Warum und wie lange')),
  p(t('Usiamo i dati per gestire account, ordini, spedizioni e assistenza (esecuzione del contratto), per gli obblighi fiscali (10 anni) e, se ti iscrivi, per la newsletter fino alla disiscrizione.',
    'We use the data to manage accounts, orders, shipping and support (performance of the contract), for tax obligations (10 years) and, if you subscribe, for the newsletter until you unsubscribe.',
    'Nous utilisons les données pour gérer comptes, commandes, livraisons et assistance (exécution du contrat), pour les obligations fiscales (10 ans) et, si vous vous inscrivez, pour la newsletter jusqu’à la désinscription.',
    'Usamos los datos para gestionar cuentas, pedidos, envíos y asistencia (ejecución del contrato), para las obligaciones fiscales (10 años) y, si te suscribes, para el boletín hasta que te des de baja.',
    'Wir nutzen die Daten für Konto, Bestellungen, Versand und Kundendienst (Vertragserfüllung), für steuerliche Pflichten (10 Jahre) und, wenn du dich anmeldest, für den Newsletter bis zur Abmeldung.')),
  h(t('I tuoi diritti', 'Your rights', 'Vos droits', 'Tus derechos', 'Deine Rechte')),
  p(t('Puoi chiedere accesso, rettifica, cancellazione, limitazione e portabilità dei tuoi dati, e opporti al trattamento, dalla tua area personale o scrivendo a ciao@raggiocicli.it. Puoi anche presentare reclamo al Garante per la protezione dei dati personali.',
    'You may ask for access, correction, erasure, restriction and portability of your data, and object to processing, from your personal area or by writing to ciao@raggiocicli.it. You may also complain to the Italian Data Protection Authority.',
    'Vous pouvez demander l’accès, la rectification, l’effacement, la limitation et la portabilité de vos données, et vous opposer au traitement, depuis votre espace personnel ou en écrivant à ciao@raggiocicli.it. Vous pouvez aussi saisir l’autorité italienne de protection des données.',
    'Puedes solicitar el acceso, la rectificación, la supresión, la limitación y la portabilidad de tus datos, y oponerte al tratamiento, desde tu área personal o escribiendo a ciao@raggiocicli.it. También puedes reclamar ante la autoridad italiana de protección de datos.',
    'Du kannst Auskunft, Berichtigung, Löschung, Einschränkung und Übertragbarkeit deiner Daten verlangen und der Verarbeitung widersprechen, in deinem persönlichen Bereich oder per E-Mail an ciao@raggiocicli.it. Du kannst dich auch bei der italienischen Datenschutzbehörde beschweren.')),
];

const DEALERS: SeedBlock[] = [
  p(t('Prova le nostre bici e fatti consigliare la taglia giusta in uno dei negozi qui sotto.',
    'Try our bikes and get advice on the right size at one of the shops below.',
    'Essayez nos vélos et faites-vous conseiller la bonne taille dans l’un des magasins ci-dessous.',
    'Prueba nuestras bicicletas y déjate aconsejar la talla adecuada en una de las tiendas de abajo.',
    'Teste unsere Räder und lass dich in einem der Geschäfte unten zur richtigen Größe beraten.')),
  shopData('stores'),
];

const AMBASSADORS: SeedBlock[] = [
  p(t('Atleti e appassionati che pedalano con le nostre bici, le mettono alla prova e ci aiutano a migliorarle.',
    'Athletes and enthusiasts who ride our bikes, put them to the test and help us improve them.',
    'Des athlètes et des passionnés qui roulent avec nos vélos, les mettent à l’épreuve et nous aident à les améliorer.',
    'Atletas y aficionados que pedalean con nuestras bicicletas, las ponen a prueba y nos ayudan a mejorarlas.',
    'Athletinnen, Athleten und Fans, die unsere Räder fahren, sie auf die Probe stellen und uns helfen, sie besser zu machen.')),
  h(t('I nostri atleti', 'Our athletes', 'Nos athlètes', 'Nuestros atletas', 'Unsere Athleten')),
  terms(
    [t('Giulia Brembati', 'Giulia Brembati', 'Giulia Brembati', 'Giulia Brembati', 'Giulia Brembati'),
      t('Gravel e ultra distanza: ha chiuso la Transcontinental su un telaio Raggio.', 'Gravel and ultra distance: she finished the Transcontinental on a Raggio frame.', 'Gravel et ultra-distance : elle a bouclé la Transcontinental sur un cadre Raggio.', 'Gravel y ultradistancia: terminó la Transcontinental con un cuadro Raggio.', 'Gravel und Ultradistanz: Sie hat das Transcontinental auf einem Raggio-Rahmen beendet.')],
    [t('Marco Serina', 'Marco Serina', 'Marco Serina', 'Marco Serina', 'Marco Serina'),
      t('Cross country: campione regionale lombardo, prova le nostre ruote in carbonio.', 'Cross country: Lombardy regional champion, he tests our carbon wheels.', 'Cross-country : champion régional de Lombardie, il teste nos roues en carbone.', 'Cross country: campeón regional de Lombardía, prueba nuestras ruedas de carbono.', 'Cross Country: lombardischer Regionalmeister, testet unsere Carbon-Laufräder.')],
    [t('Elena Valsecchi', 'Elena Valsecchi', 'Elena Valsecchi', 'Elena Valsecchi', 'Elena Valsecchi'),
      t('Strada: granfondo e salite delle Orobie, ogni fine settimana.', 'Road: gran fondos and the climbs of the Orobie, every weekend.', 'Route : granfondos et cols des Orobie, chaque week-end.', 'Carretera: granfondos y puertos de los Orobie, cada fin de semana.', 'Straße: Granfondos und die Anstiege der Orobie, jedes Wochenende.')],
  ),
  h(t('Diventa ambassador', 'Become an ambassador', 'Devenir ambassadeur', 'Hazte embajador', 'Botschafter werden')),
  p(t('Pedali molto e ti piace raccontarlo? Scrivici chi sei e dove pedali.', 'Do you ride a lot and like telling about it? Write and tell us who you are and where you ride.', 'Vous roulez beaucoup et aimez le raconter ? Écrivez-nous qui vous êtes et où vous roulez.', '¿Pedaleas mucho y te gusta contarlo? Escríbenos quién eres y dónde pedaleas.', 'Du fährst viel und erzählst gern davon? Schreib uns, wer du bist und wo du fährst.')),
  link(t('Scrivici', 'Write to us', 'Écrivez-nous', 'Escríbenos', 'Schreib uns'), '/assistenza'),
];

const SHIPPING: SeedBlock[] = [
  p(t('Spediamo in Italia, Francia e Germania. Costi, soglia di gratuità e tempi di ogni metodo:',
    'We ship to Italy, France and Germany. Fees, free-shipping threshold and times of each method:',
    'Nous livrons en Italie, en France et en Allemagne. Frais, seuil de gratuité et délais de chaque mode :',
    'Enviamos a Italia, Francia y Alemania. Costes, umbral de envío gratis y plazos de cada método:',
    'Wir liefern nach Italien, Frankreich und Deutschland. Kosten, Versandkostenfrei-Grenze und Zeiten jeder Versandart:')),
  shopData('shippings'),
  h(t('Corrieri', 'Couriers', 'Transporteurs', 'Transportistas', 'Kuriere')),
  list(
    t('Italia: BRT e GLS.', 'Italy: BRT and GLS.', 'Italie : BRT et GLS.', 'Italia: BRT y GLS.', 'Italien: BRT und GLS.'),
    t('Estero: DHL, UPS e GLS.', 'Abroad: DHL, UPS and GLS.', 'Étranger : DHL, UPS et GLS.', 'Extranjero: DHL, UPS y GLS.', 'Ausland: DHL, UPS und GLS.'),
  ),
  h(t('Orario limite', 'Order cut-off', 'Heure limite', 'Hora límite', 'Bestellschluss')),
  p(t('Gli ordini pagati con carta o portafoglio elettronico entro le 11:00, dal lunedì al venerdì, partono in giornata o il giorno lavorativo successivo.',
    'Orders paid by card or wallet by 11:00, Monday to Friday, leave the same day or the next working day.',
    'Les commandes payées par carte ou portefeuille électronique avant 11 h, du lundi au vendredi, partent le jour même ou le jour ouvré suivant.',
    'Los pedidos pagados con tarjeta o monedero electrónico antes de las 11:00, de lunes a viernes, salen el mismo día o el día laborable siguiente.',
    'Bestellungen, die Montag bis Freitag bis 11:00 Uhr per Karte oder Wallet bezahlt werden, gehen am selben oder am nächsten Werktag raus.')),
  h(t('Tempi di consegna', 'Delivery times', 'Délais de livraison', 'Plazos de entrega', 'Lieferzeiten')),
  { type: 'deliveryTimes', rows: [
    { regions: [], label: t('Italia', 'Italy', 'Italie', 'Italia', 'Italien'),
      time: t('1-2 giorni lavorativi', '1-2 working days', '1 à 2 jours ouvrés', '1-2 días laborables', '1-2 Werktage') },
    { regions: ['Sicilia', 'Calabria', 'Sardegna'], label: t('Sicilia, Calabria e Sardegna', 'Sicily, Calabria and Sardinia', 'Sicile, Calabre et Sardaigne', 'Sicilia, Calabria y Cerdeña', 'Sizilien, Kalabrien und Sardinien'),
      time: t('2-3 giorni lavorativi', '2-3 working days', '2 à 3 jours ouvrés', '2-3 días laborables', '2-3 Werktage') },
  ] },
  p(t('Francia e Germania: 3-5 giorni lavorativi. Alcuni prodotti richiedono più di 5 giorni: lo indica la loro pagina.',
    'France and Germany: 3-5 working days. Some products take longer than 5 days: their page says so.',
    'France et Allemagne : 3 à 5 jours ouvrés. Certains produits demandent plus de 5 jours : leur page l’indique.',
    'Francia y Alemania: 3-5 días laborables. Algunos productos tardan más de 5 días: lo indica su página.',
    'Frankreich und Deutschland: 3-5 Werktage. Manche Produkte brauchen länger als 5 Tage: Ihre Seite sagt es.')),
  h(t('Ritiro in magazzino', 'Collect at the warehouse', 'Retrait à l’entrepôt', 'Recogida en el almacén', 'Abholung im Lager')),
  p(t('Il ritiro nel nostro magazzino è gratuito: nessuna spesa di spedizione. Puoi scegliere il giorno a partire da domani.',
    'Collecting at our warehouse is free: no shipping fee. You can pick a day from tomorrow on.',
    'Le retrait dans notre entrepôt est gratuit : aucuns frais de livraison. Vous pouvez choisir un jour à partir de demain.',
    'La recogida en nuestro almacén es gratuita: sin gastos de envío. Puedes elegir el día a partir de mañana.',
    'Die Abholung in unserem Lager ist kostenlos: keine Versandkosten. Du kannst einen Tag ab morgen wählen.')),
];

const PAYMENT: SeedBlock[] = [
  p(t('Puoi pagare con questi metodi; l’eventuale costo aggiuntivo è indicato accanto a ciascuno.',
    'You can pay with these methods; any extra charge is shown next to each.',
    'Vous pouvez payer avec ces moyens ; l’éventuel supplément est indiqué à côté de chacun.',
    'Puedes pagar con estos métodos; el posible recargo se indica junto a cada uno.',
    'Du kannst mit diesen Zahlungsarten bezahlen; ein eventueller Aufpreis steht jeweils daneben.')),
  shopData('payments'),
  h(t('Carta di credito', 'Credit card', 'Carte bancaire', 'Tarjeta de crédito', 'Kreditkarte')),
  p(t('Il pagamento con carta passa da una piattaforma esterna sicura, con 3D Secure: i dati della carta non arrivano mai a noi.',
    'Card payment goes through a secure external platform, with 3D Secure: card details never reach us.',
    'Le paiement par carte passe par une plateforme externe sécurisée, avec 3D Secure : les données de carte ne nous parviennent jamais.',
    'El pago con tarjeta pasa por una plataforma externa segura, con 3D Secure: los datos de la tarjeta nunca llegan a nosotros.',
    'Die Kartenzahlung läuft über eine sichere externe Plattform mit 3D Secure: Die Kartendaten erreichen uns nie.')),
  h(t('Errori del portafoglio elettronico', 'Wallet payment errors', 'Erreurs du portefeuille électronique', 'Errores del monedero electrónico', 'Fehler bei der Wallet-Zahlung')),
  p(t('Se il pagamento con il portafoglio elettronico non riesce, ecco cosa significa il messaggio:',
    'If the wallet payment fails, this is what the message means:',
    'Si le paiement par portefeuille électronique échoue, voici ce que signifie le message :',
    'Si el pago con el monedero electrónico falla, esto es lo que significa el mensaje:',
    'Wenn die Wallet-Zahlung fehlschlägt, bedeutet die Meldung Folgendes:')),
  terms(
    [t('Errore di transazione', 'Transaction error', 'Erreur de transaction', 'Error de transacción', 'Transaktionsfehler'),
      t('sei stato portato su una pagina di errore, non hai ricevuto nessuna e-mail e l’ordine non compare nello storico: contatta il venditore indicando sia l’e-mail del tuo account sia quella del portafoglio.',
        'you were taken to an error page, received no e-mail and the order is not in your history: contact the seller giving both your account e-mail and your wallet e-mail.',
        'vous avez été redirigé vers une page d’erreur, vous n’avez reçu aucun e-mail et la commande n’apparaît pas dans l’historique : contactez le vendeur en indiquant l’e-mail de votre compte et celui du portefeuille.',
        'has sido llevado a una página de error, no has recibido ningún correo y el pedido no aparece en el historial: contacta con el vendedor indicando tanto el correo de tu cuenta como el del monedero.',
        'du wurdest auf eine Fehlerseite geleitet, hast keine E-Mail erhalten und die Bestellung steht nicht im Verlauf: Kontaktiere den Verkäufer mit der E-Mail deines Kontos und der deiner Wallet.')],
    [t('Acquisto limitato', 'Limited purchase', 'Achat limité', 'Compra limitada', 'Eingeschränkter Kauf'),
      t('il portafoglio ha limitato gli acquisti del tuo conto; come ospite puoi fare al massimo 10 transazioni.',
        'the wallet has limited your account’s purchases; as a guest you can make at most 10 transactions.',
        'le portefeuille a limité les achats de votre compte ; en tant qu’invité, vous pouvez faire au maximum 10 transactions.',
        'el monedero ha limitado las compras de tu cuenta; como invitado puedes hacer como máximo 10 transacciones.',
        'die Wallet hat die Käufe deines Kontos eingeschränkt; als Gast sind höchstens 10 Transaktionen möglich.')],
    [t('Transazione negata', 'Transaction denied', 'Transaction refusée', 'Transacción denegada', 'Transaktion abgelehnt'),
      t('il servizio del portafoglio ha rifiutato il pagamento.', 'the wallet service refused the payment.', 'le service de portefeuille a refusé le paiement.', 'el servicio del monedero ha rechazado el pago.', 'der Wallet-Dienst hat die Zahlung abgelehnt.')],
    [t('Fonte di finanziamento mancante', 'Missing funding source', 'Source de financement manquante', 'Falta fuente de financiación', 'Fehlende Zahlungsquelle'),
      t('al portafoglio non è collegata una carta o un conto con cui pagare.', 'no card or account to pay with is linked to the wallet.', 'aucune carte ni aucun compte pour payer n’est lié au portefeuille.', 'el monedero no tiene vinculada ninguna tarjeta o cuenta con la que pagar.', 'mit der Wallet ist keine Karte und kein Konto zum Bezahlen verbunden.')],
    [t('Rifiutato per acquirente a rischio', 'Declined: risky buyer', 'Refusé : acheteur à risque', 'Rechazado: comprador de riesgo', 'Abgelehnt: riskanter Käufer'),
      t('i controlli antifrode del portafoglio hanno bloccato il pagamento.', 'the wallet’s fraud checks blocked the payment.', 'les contrôles antifraude du portefeuille ont bloqué le paiement.', 'los controles antifraude del monedero han bloqueado el pago.', 'die Betrugsprüfung der Wallet hat die Zahlung gestoppt.')],
    [t('Errore generico', 'Generic error', 'Erreur générique', 'Error genérico', 'Allgemeiner Fehler'),
      t('il portafoglio non ha completato il pagamento per un motivo non specificato.', 'the wallet did not complete the payment for an unstated reason.', 'le portefeuille n’a pas terminé le paiement pour une raison non précisée.', 'el monedero no ha completado el pago por un motivo no especificado.', 'die Wallet hat die Zahlung aus einem nicht genannten Grund nicht abgeschlossen.')],
  ),
  p(t('In ognuno di questi casi contatta il servizio del portafoglio oppure scegli un altro metodo di pagamento.',
    'In each of these cases contact the wallet provider or choose another payment method.',
    'Dans chacun de ces cas, contactez le service du portefeuille ou choisissez un autre moyen de paiement.',
    'En cualquiera de estos casos contacta con el servicio del monedero o elige otro método de pago.',
    'Wende dich in jedem dieser Fälle an den Wallet-Anbieter oder wähle eine andere Zahlungsart.')),
];

const CONTACTS: SeedBlock[] = [
  p(t('Siamo in magazzino dal lunedì al venerdì, 9:00-12:30 e 14:30-19:00, e il sabato mattina.',
    'We are at the warehouse Monday to Friday, 9:00-12:30 and 14:30-19:00, and on Saturday mornings.',
    'Nous sommes à l’entrepôt du lundi au vendredi, 9 h-12 h 30 et 14 h 30-19 h, et le samedi matin.',
    'Estamos en el almacén de lunes a viernes, 9:00-12:30 y 14:30-19:00, y los sábados por la mañana.',
    'Wir sind Montag bis Freitag 9:00-12:30 und 14:30-19:00 Uhr sowie samstagvormittags im Lager.')),
  shopData('company'),
  p(t('Per ordini, resi e prodotti danneggiati scrivici dalla pagina Assistenza: rispondiamo in giornata.',
    'For orders, returns and damaged products write to us from the Support page: we answer the same day.',
    'Pour les commandes, retours et produits endommagés, écrivez-nous depuis la page Assistance : nous répondons dans la journée.',
    'Para pedidos, devoluciones y productos dañados escríbenos desde la página de Asistencia: respondemos en el día.',
    'Zu Bestellungen, Rücksendungen und beschädigten Produkten schreib uns über die Kundendienst-Seite: Wir antworten am selben Tag.')),
  link(t('Vai all’assistenza', 'Go to support', 'Aller à l’assistance', 'Ir a asistencia', 'Zum Kundendienst'), '/assistenza'),
];

const PAGES: Record<InfoPageKey, SeedBlock[]> = {
  'chi-siamo': ABOUT, cgv: TERMS, 'informativa-sulla-privacy': PRIVACY, rivenditore: DEALERS, ambassador: AMBASSADORS,
  'metodi-di-spedizione': SHIPPING, 'metodi-di-pagamento': PAYMENT, contatti: CONTACTS,
};

function inLang(block: SeedBlock, lang: Lang): InfoBlock {
  switch (block.type) {
    case 'heading': case 'paragraph': return { type: block.type, text: block.text[lang] };
    case 'list': return { type: 'list', items: block.items.map((item) => item[lang]) };
    case 'terms': return { type: 'terms', items: block.items.map((item) => ({ term: item.term[lang], text: item.text[lang] })) };
    case 'link': return { type: 'link', text: block.text[lang], href: block.href };
    case 'shopData': return block;
    case 'deliveryTimes': return { type: 'deliveryTimes', rows: block.rows.map((row) => ({ regions: row.regions, label: row.label[lang], time: row.time[lang] })) };
  }
}

/** One row per page and language. */
export const INFO_PAGE_ROWS = Object.entries(PAGES).flatMap(([key, blocks]) =>
  LANGS.map((lang) => ({ key, lang, blocks: blocks.map((block) => inLang(block, lang)) })));
