// Description sentences per product group; a description is an intro, two features and a closing,
// picked at the same index in every language.
import { t, type Tr } from '../i18n.js';

export type TextGroup = 'bike' | 'frame' | 'wheel' | 'part' | 'wear' | 'shoe' | 'helmet' | 'gear' | 'food' | 'book';

interface GroupTexts { intros: Tr[]; features: Tr[] }

export const GROUP_TEXTS: Record<TextGroup, GroupTexts> = {
  bike: {
    intros: [
      t('Montata a mano nella nostra officina e regolata sulle tue misure prima della spedizione.', 'Built by hand in our workshop and set up to your measurements before shipping.', 'Montée à la main dans notre atelier et réglée à vos mesures avant l’expédition.', 'Montada a mano en nuestro taller y ajustada a tus medidas antes del envío.', 'Von Hand in unserer Werkstatt aufgebaut und vor dem Versand auf deine Maße eingestellt.'),
      t('Una bici pensata per chi vuole andare lontano senza rinunciare alla velocità.', 'A bike for riders who want to go far without giving up speed.', 'Un vélo pensé pour aller loin sans renoncer à la vitesse.', 'Una bicicleta pensada para llegar lejos sin renunciar a la velocidad.', 'Ein Rad für alle, die weit fahren wollen, ohne auf Tempo zu verzichten.'),
    ],
    features: [
      t('Il telaio monoscocca unisce rigidità e comfort anche sulle strade sconnesse.', 'The monocoque frame combines stiffness with comfort even on rough roads.', 'Le cadre monocoque allie rigidité et confort même sur les routes abîmées.', 'El cuadro monocasco une rigidez y comodidad incluso en carreteras bacheadas.', 'Der Monocoque-Rahmen verbindet Steifigkeit mit Komfort, auch auf schlechten Straßen.'),
      t('I freni a disco idraulici garantiscono una frenata sicura con ogni tempo.', 'Hydraulic disc brakes give safe braking in any weather.', 'Les freins à disque hydrauliques assurent un freinage sûr par tous les temps.', 'Los frenos de disco hidráulicos garantizan una frenada segura con cualquier tiempo.', 'Hydraulische Scheibenbremsen sorgen bei jedem Wetter für sicheres Bremsen.'),
      t('Cavi interni e cockpit pulito per una linea essenziale e aerodinamica.', 'Internal cables and a clean cockpit for a sleek, aerodynamic line.', 'Câbles internes et cockpit épuré pour une ligne sobre et aérodynamique.', 'Cables internos y cockpit limpio para una línea esencial y aerodinámica.', 'Innen verlegte Züge und ein aufgeräumtes Cockpit für eine klare, aerodynamische Linie.'),
    ],
  },
  frame: {
    intros: [
      t('Un telaio da montare come vuoi, con la nostra consulenza su ogni componente.', 'A frame to build your way, with our advice on every component.', 'Un cadre à monter à votre façon, avec nos conseils pour chaque composant.', 'Un cuadro para montar a tu manera, con nuestro consejo en cada componente.', 'Ein Rahmen zum Aufbauen nach deinem Geschmack, mit unserer Beratung zu jedem Teil.'),
      t('Laminato a mano e verniciato in Italia, viene fornito con forcella e serie sterzo.', 'Laid up by hand and painted in Italy, it comes with fork and headset.', 'Drapé à la main et peint en Italie, il est livré avec fourche et jeu de direction.', 'Laminado a mano y pintado en Italia, se entrega con horquilla y dirección.', 'Von Hand laminiert und in Italien lackiert, geliefert mit Gabel und Steuersatz.'),
    ],
    features: [
      t('La geometria bilancia reattività in salita e stabilità in discesa.', 'The geometry balances responsiveness uphill and stability downhill.', 'La géométrie équilibre réactivité en montée et stabilité en descente.', 'La geometría equilibra reactividad en subida y estabilidad en bajada.', 'Die Geometrie verbindet Spritzigkeit bergauf mit Stabilität bergab.'),
      t('Passaggio cavi interno compatibile con gruppi meccanici ed elettronici.', 'Internal routing compatible with mechanical and electronic groupsets.', 'Passage interne compatible avec les groupes mécaniques et électroniques.', 'Cableado interno compatible con grupos mecánicos y electrónicos.', 'Innenverlegung, kompatibel mit mechanischen und elektronischen Gruppen.'),
      t('Movimento centrale filettato, facile da mantenere nel tempo.', 'Threaded bottom bracket, easy to maintain over the years.', 'Boîtier de pédalier fileté, facile à entretenir dans le temps.', 'Pedalier roscado, fácil de mantener con el tiempo.', 'Geschraubtes Tretlager, auf Dauer leicht zu warten.'),
    ],
  },
  wheel: {
    intros: [
      t('Ruote raggiate a mano e controllate una per una prima della spedizione.', 'Wheels laced by hand and checked one by one before shipping.', 'Roues rayonnées à la main et contrôlées une par une avant l’expédition.', 'Ruedas radiadas a mano y revisadas una a una antes del envío.', 'Von Hand eingespeichte Laufräder, vor dem Versand einzeln geprüft.'),
      t('Il modo più efficace per cambiare il carattere della tua bici.', 'The most effective way to change the character of your bike.', 'Le moyen le plus efficace de changer le caractère de votre vélo.', 'La forma más eficaz de cambiar el carácter de tu bicicleta.', 'Der wirksamste Weg, den Charakter deines Rades zu verändern.'),
    ],
    features: [
      t('Cerchi tubeless ready con canale interno largo per gomme moderne.', 'Tubeless-ready rims with a wide inner width for modern tyres.', 'Jantes tubeless ready à largeur interne généreuse pour les pneus modernes.', 'Llantas tubeless ready con anchura interior amplia para neumáticos modernos.', 'Tubeless-ready-Felgen mit breiter Maulweite für moderne Reifen.'),
      t('Mozzi con cuscinetti in acciaio inox e corpetto a innesto rapido.', 'Hubs with stainless steel bearings and a quick-engagement freehub.', 'Moyeux à roulements en inox et corps de roue libre à engagement rapide.', 'Bujes con rodamientos de acero inoxidable y núcleo de enganche rápido.', 'Naben mit Edelstahllagern und schnell greifendem Freilauf.'),
      t('Raggi piatti in acciaio per rigidità laterale e durata.', 'Bladed steel spokes for lateral stiffness and durability.', 'Rayons plats en acier pour la rigidité latérale et la durabilité.', 'Radios planos de acero para rigidez lateral y durabilidad.', 'Flache Stahlspeichen für Seitensteifigkeit und Haltbarkeit.'),
    ],
  },
  part: {
    intros: [
      t('Un componente leggero e affidabile, pensato per durare molte stagioni.', 'A light and reliable component, made to last many seasons.', 'Un composant léger et fiable, conçu pour durer de nombreuses saisons.', 'Un componente ligero y fiable, pensado para durar muchas temporadas.', 'Ein leichtes, zuverlässiges Bauteil, gemacht für viele Saisons.'),
      t('Lo montiamo volentieri sulla tua bici in officina, su appuntamento.', 'We are happy to fit it to your bike in our workshop, by appointment.', 'Nous le montons volontiers sur votre vélo à l’atelier, sur rendez-vous.', 'Lo montamos con gusto en tu bicicleta en el taller, con cita previa.', 'Wir montieren es gerne in unserer Werkstatt an dein Rad, nach Termin.'),
    ],
    features: [
      t('Lavorazione CNC e controllo qualità su ogni pezzo.', 'CNC machined, with a quality check on every piece.', 'Usinage CNC et contrôle qualité sur chaque pièce.', 'Mecanizado CNC y control de calidad en cada pieza.', 'CNC-gefertigt, jedes Teil einzeln geprüft.'),
      t('Compatibile con la maggior parte dei telai in commercio.', 'Compatible with most frames on the market.', 'Compatible avec la plupart des cadres du marché.', 'Compatible con la mayoría de los cuadros del mercado.', 'Kompatibel mit den meisten Rahmen auf dem Markt.'),
      t('Viene fornito con viteria in titanio e istruzioni di montaggio.', 'Supplied with titanium bolts and fitting instructions.', 'Livré avec visserie en titane et instructions de montage.', 'Se entrega con tornillería de titanio e instrucciones de montaje.', 'Geliefert mit Titanschrauben und Montageanleitung.'),
    ],
  },
  wear: {
    intros: [
      t('Tagliato e cucito in Italia con tessuti tecnici traspiranti.', 'Cut and sewn in Italy from breathable technical fabrics.', 'Coupé et cousu en Italie dans des tissus techniques respirants.', 'Cortado y cosido en Italia con tejidos técnicos transpirables.', 'In Italien aus atmungsaktiven Funktionsstoffen zugeschnitten und genäht.'),
      t('Vestibilità aderente da corsa, comoda anche nelle uscite più lunghe.', 'A close racing fit that stays comfortable on the longest rides.', 'Une coupe ajustée de course, confortable même lors des plus longues sorties.', 'Corte ajustado de competición, cómodo también en las salidas más largas.', 'Enge Rennpassform, bequem auch auf den längsten Touren.'),
    ],
    features: [
      t('Il tessuto asciuga in fretta e protegge dai raggi UV.', 'The fabric dries quickly and protects from UV rays.', 'Le tissu sèche vite et protège des rayons UV.', 'El tejido se seca rápido y protege de los rayos UV.', 'Der Stoff trocknet schnell und schützt vor UV-Strahlen.'),
      t('Cuciture piatte per evitare sfregamenti.', 'Flat seams to prevent chafing.', 'Coutures plates pour éviter les frottements.', 'Costuras planas para evitar rozaduras.', 'Flache Nähte gegen Scheuern.'),
      t('Inserti riflettenti per essere visibili al tramonto.', 'Reflective details to be seen at dusk.', 'Inserts réfléchissants pour être visible au crépuscule.', 'Detalles reflectantes para ser visible al atardecer.', 'Reflektierende Details für Sichtbarkeit in der Dämmerung.'),
    ],
  },
  shoe: {
    intros: [
      t('Scarpe rigide e leggere per trasmettere tutta la potenza ai pedali.', 'Stiff, light shoes that put all your power into the pedals.', 'Des chaussures rigides et légères pour transmettre toute la puissance aux pédales.', 'Zapatillas rígidas y ligeras para llevar toda la potencia a los pedales.', 'Steife, leichte Schuhe, die deine ganze Kraft auf die Pedale bringen.'),
      t('Prodotte a mano nella Riviera del Brenta, distretto storico della calzatura.', 'Handmade on the Riviera del Brenta, a historic shoemaking district.', 'Fabriquées à la main sur la Riviera del Brenta, haut lieu de la chaussure.', 'Hechas a mano en la Riviera del Brenta, distrito histórico del calzado.', 'Handgefertigt an der Riviera del Brenta, einem traditionsreichen Schuhbezirk.'),
    ],
    features: [
      t('Chiusura micrometrica a rotella per una regolazione precisa.', 'A micro-adjust dial closure for a precise fit.', 'Serrage micrométrique à molette pour un réglage précis.', 'Cierre micrométrico de rueda para un ajuste preciso.', 'Mikrometrischer Drehverschluss für eine präzise Passform.'),
      t('Tomaia traforata per una ventilazione ottimale.', 'Perforated upper for optimal ventilation.', 'Tige perforée pour une ventilation optimale.', 'Empeine perforado para una ventilación óptima.', 'Perforiertes Obermaterial für optimale Belüftung.'),
      t('Soletta anatomica con supporto dell’arco plantare.', 'Anatomical insole with arch support.', 'Semelle intérieure anatomique avec soutien de la voûte plantaire.', 'Plantilla anatómica con soporte del arco.', 'Anatomische Einlegesohle mit Fußgewölbestütze.'),
    ],
  },
  helmet: {
    intros: [
      t('Un casco leggero e ventilato, omologato EN 1078.', 'A light, ventilated helmet certified to EN 1078.', 'Un casque léger et ventilé, homologué EN 1078.', 'Un casco ligero y ventilado, homologado EN 1078.', 'Ein leichter, belüfteter Helm, zertifiziert nach EN 1078.'),
      t('Protezione e comfort per le uscite di tutti i giorni e le gare.', 'Protection and comfort for everyday rides and races.', 'Protection et confort pour les sorties quotidiennes et les courses.', 'Protección y comodidad para las salidas diarias y las carreras.', 'Schutz und Komfort für tägliche Ausfahrten und Rennen.'),
    ],
    features: [
      t('Sistema di regolazione a rotella e imbottiture lavabili.', 'Dial fit system and washable pads.', 'Système de réglage à molette et mousses lavables.', 'Sistema de ajuste de rueda y almohadillas lavables.', 'Drehrad-Anpassung und waschbare Polster.'),
      t('Prese d’aria ampie per una ventilazione costante.', 'Large vents for constant airflow.', 'De larges aérations pour une ventilation constante.', 'Amplias entradas de aire para una ventilación constante.', 'Große Lüftungsöffnungen für ständige Luftzirkulation.'),
      t('Calotta in policarbonato fusa con lo strato in EPS.', 'Polycarbonate shell fused to the EPS liner.', 'Coque en polycarbonate fusionnée à la couche d’EPS.', 'Carcasa de policarbonato fusionada con la capa de EPS.', 'Polycarbonatschale, mit der EPS-Schicht verschmolzen.'),
    ],
  },
  gear: {
    intros: [
      t('Un accessorio semplice e robusto che non dovrebbe mancare in nessuna uscita.', 'A simple, sturdy accessory no ride should be without.', 'Un accessoire simple et robuste qui ne devrait manquer à aucune sortie.', 'Un accesorio sencillo y robusto que no debería faltar en ninguna salida.', 'Ein einfaches, robustes Zubehör, das bei keiner Ausfahrt fehlen sollte.'),
      t('Piccolo, leggero e sempre pronto quando serve.', 'Small, light and always ready when you need it.', 'Petit, léger et toujours prêt quand il le faut.', 'Pequeño, ligero y siempre listo cuando hace falta.', 'Klein, leicht und immer bereit, wenn man es braucht.'),
    ],
    features: [
      t('Materiali resistenti all’acqua e alla polvere.', 'Water- and dust-resistant materials.', 'Matériaux résistants à l’eau et à la poussière.', 'Materiales resistentes al agua y al polvo.', 'Wasser- und staubfeste Materialien.'),
      t('Si monta in pochi secondi senza attrezzi.', 'Fits in seconds without tools.', 'Se monte en quelques secondes sans outils.', 'Se monta en pocos segundos sin herramientas.', 'In Sekunden ohne Werkzeug montiert.'),
      t('Garanzia di due anni e ricambi sempre disponibili.', 'Two-year warranty and spare parts always available.', 'Garantie de deux ans et pièces détachées toujours disponibles.', 'Garantía de dos años y recambios siempre disponibles.', 'Zwei Jahre Garantie, Ersatzteile immer verfügbar.'),
    ],
  },
  food: {
    intros: [
      t('Energia a lento rilascio per le uscite lunghe, preparata con ingredienti naturali.', 'Slow-release energy for long rides, made with natural ingredients.', 'Une énergie à libération lente pour les longues sorties, à base d’ingrédients naturels.', 'Energía de liberación lenta para salidas largas, elaborada con ingredientes naturales.', 'Langsam freigesetzte Energie für lange Touren, aus natürlichen Zutaten.'),
      t('Facile da mangiare in sella, anche con i guanti.', 'Easy to eat in the saddle, even with gloves on.', 'Facile à manger en selle, même avec des gants.', 'Fácil de comer sobre la bici, incluso con guantes.', 'Leicht im Sattel zu essen, auch mit Handschuhen.'),
    ],
    features: [
      t('Senza glutine e senza conservanti.', 'Gluten free, with no preservatives.', 'Sans gluten et sans conservateurs.', 'Sin gluten y sin conservantes.', 'Glutenfrei und ohne Konservierungsstoffe.'),
      t('Confezione richiudibile e riciclabile.', 'Resealable, recyclable pack.', 'Emballage refermable et recyclable.', 'Envase resellable y reciclable.', 'Wiederverschließbare, recycelbare Verpackung.'),
      t('Prodotta in Trentino in piccoli lotti.', 'Made in Trentino in small batches.', 'Fabriquée dans le Trentin en petits lots.', 'Elaborada en el Trentino en pequeños lotes.', 'In kleinen Chargen im Trentino hergestellt.'),
    ],
  },
  book: {
    intros: [
      t('Un libro da leggere prima di partire e da rileggere al ritorno.', 'A book to read before setting off and again when you are back.', 'Un livre à lire avant de partir et à relire au retour.', 'Un libro para leer antes de salir y volver a leer al regresar.', 'Ein Buch zum Lesen vor der Abfahrt und zum Wiederlesen nach der Rückkehr.'),
      t('Storie, mappe e consigli pratici da chi pedala da una vita.', 'Stories, maps and practical advice from lifelong riders.', 'Des récits, des cartes et des conseils pratiques de cyclistes de toujours.', 'Historias, mapas y consejos prácticos de quien pedalea desde siempre.', 'Geschichten, Karten und praktische Tipps von Radfahrern aus Leidenschaft.'),
    ],
    features: [
      t('Oltre 200 pagine con fotografie a colori.', 'Over 200 pages with colour photographs.', 'Plus de 200 pages avec des photographies en couleur.', 'Más de 200 páginas con fotografías en color.', 'Über 200 Seiten mit Farbfotos.'),
      t('Stampato in Italia su carta riciclata.', 'Printed in Italy on recycled paper.', 'Imprimé en Italie sur papier recyclé.', 'Impreso en Italia en papel reciclado.', 'In Italien auf Recyclingpapier gedruckt.'),
      t('Con tracce GPS scaricabili per ogni itinerario.', 'With downloadable GPS tracks for every route.', 'Avec des traces GPS téléchargeables pour chaque itinéraire.', 'Con tracks GPS descargables para cada ruta.', 'Mit herunterladbaren GPS-Tracks für jede Route.'),
    ],
  },
};

export const CLOSINGS: Tr[] = [
  t('Spedizione gratuita in Italia sopra 79,99 €.', 'Free shipping in Italy over 79,99 €.', 'Livraison gratuite en Italie dès 79,99 €.', 'Envío gratuito en Italia a partir de 79,99 €.', 'Kostenloser Versand in Italien ab 79,99 €.'),
  t('Puoi ritirarlo gratis nel nostro magazzino di Bergamo.', 'You can collect it free of charge at our Bergamo warehouse.', 'Vous pouvez le retirer gratuitement dans notre entrepôt de Bergame.', 'Puedes recogerlo gratis en nuestro almacén de Bérgamo.', 'Du kannst es kostenlos in unserem Lager in Bergamo abholen.'),
  // A relative link, as shop staff write them: the product page makes it absolute on the site's address.
  t('Hai dubbi sulla misura? <a href="/assistenza">Scrivici</a>: ti rispondiamo in giornata.', 'Not sure about the size? <a href="/en/assistenza">Write to us</a>: we reply the same day.', 'Un doute sur la taille ? <a href="/fr/assistenza">Écrivez-nous</a> : nous répondons dans la journée.', '¿Dudas con la talla? <a href="/es/assistenza">Escríbenos</a>: respondemos el mismo día.', 'Unsicher bei der Größe? <a href="/de/assistenza">Schreib uns</a>: Wir antworten am selben Tag.'),
  t('Ordini entro le 11:00 dal lunedì al venerdì partono in giornata.', 'Orders placed by 11:00 Monday to Friday ship the same day.', 'Les commandes passées avant 11 h du lundi au vendredi partent le jour même.', 'Los pedidos realizados antes de las 11:00 de lunes a viernes salen el mismo día.', 'Bestellungen bis 11:00 Uhr von Montag bis Freitag werden noch am selben Tag versandt.'),
];
