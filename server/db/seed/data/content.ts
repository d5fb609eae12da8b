// Editorial content: promo pages, home slides, the top banner, sponsors and SEO texts.
// Button slugs of slides and banners are department slugs (the client links them to /d/{slug}).
import { VIDEO_BREAKPOINTS } from '../../../../contract/video-sources.js';
import type { DrawKind } from '../draw.js';
import { t, type Tr } from '../i18n.js';

export interface PromoSeed { slug: string; label: Tr; description: Tr; cover: { kind: DrawKind; color1: string; color2: string }; pick: 'discounted' | 'discounted-wear' | 'carbon' }

export const PROMO_PAGES: PromoSeed[] = [
  { slug: 'black-friday', pick: 'discounted', cover: { kind: 'road-bike', color1: '#111111', color2: '#ffd600' },
    label: t('Black Friday', 'Black Friday', 'Black Friday', 'Black Friday', 'Black Friday'),
    description: t('Fino al 30% di sconto su bici, ruote e componenti, solo per pochi giorni.', 'Up to 30% off bikes, wheels and components, for a few days only.', 'Jusqu’à 30 % de remise sur les vélos, roues et composants, quelques jours seulement.', 'Hasta un 30 % de descuento en bicicletas, ruedas y componentes, solo unos días.', 'Bis zu 30 % Rabatt auf Räder, Laufräder und Komponenten, nur für wenige Tage.') },
  { slug: 'saldi-invernali', pick: 'discounted-wear', cover: { kind: 'jacket', color1: '#0d47a1', color2: '#e3f2fd' },
    label: t('Saldi invernali', 'Winter sale', 'Soldes d’hiver', 'Rebajas de invierno', 'Winterschlussverkauf'),
    description: t('Abbigliamento, scarpe e accessori per pedalare al caldo, a prezzi ridotti.', 'Clothing, shoes and accessories to ride warm, at reduced prices.', 'Vêtements, chaussures et accessoires pour rouler au chaud, à prix réduits.', 'Ropa, zapatillas y accesorios para pedalear abrigado, a precios rebajados.', 'Bekleidung, Schuhe und Zubehör für warme Ausfahrten, zu reduzierten Preisen.') },
  { slug: 'carbonio', pick: 'carbon', cover: { kind: 'road-frame', color1: '#2b2b2b', color2: '#c9a227' },
    label: t('Carbonio', 'Carbon', 'Carbone', 'Carbono', 'Carbon'),
    description: t('Telai, ruote e componenti in carbonio laminato a mano in Italia.', 'Frames, wheels and components in carbon laid up by hand in Italy.', 'Cadres, roues et composants en carbone drapé à la main en Italie.', 'Cuadros, ruedas y componentes de carbono laminado a mano en Italia.', 'Rahmen, Laufräder und Komponenten aus in Italien von Hand laminiertem Carbon.') },
];

export interface SlideSeed {
  title: Tr; placeholder: Tr; buttonSlug: string; buttonPlaceholder: Tr; picture: { kind: DrawKind; sky: string; color1: string; color2: string };
  /** Plays the seeded looping video over the picture. */
  video?: true;
}

/**
 * The seeded looping video (public/media, drawn by scripts/draw-promo-videos.ts): the full size
 * and one rendition per video breakpoint (decision 146).
 */
export const SEED_VIDEO = {
  url: '/media/wheel-1920.webm',
  sources: VIDEO_BREAKPOINTS.map((maxWidth) => ({ maxWidth, url: `/media/wheel-${maxWidth}.webm` })),
};

const discover = t('Scopri', 'Discover', 'Découvrir', 'Descubre', 'Entdecken');

export const SLIDES: SlideSeed[] = [
  { title: t('Su misura, dal 2009', 'Made to measure, since 2009', 'Sur mesure, depuis 2009', 'A medida, desde 2009', 'Maßgefertigt, seit 2009'),
    placeholder: t('Bici da strada montate a mano a Bergamo.', 'Road bikes built by hand in Bergamo.', 'Vélos de route montés à la main à Bergame.', 'Bicicletas de carretera montadas a mano en Bérgamo.', 'Rennräder, von Hand in Bergamo aufgebaut.'),
    buttonSlug: 'bici-da-strada', buttonPlaceholder: discover, picture: { kind: 'road-bike', sky: '#e07a5f', color1: '#c62828', color2: '#1b1b1b' } },
  { title: t('Oltre l’asfalto', 'Beyond the tarmac', 'Au-delà du bitume', 'Más allá del asfalto', 'Jenseits des Asphalts'),
    placeholder: t('Le nuove gravel per strade bianche e bikepacking.', 'The new gravel bikes for white roads and bikepacking.', 'Les nouveaux gravels pour les chemins blancs et le bikepacking.', 'Las nuevas gravel para caminos de tierra y bikepacking.', 'Die neuen Gravelbikes für Schotter und Bikepacking.'),
    buttonSlug: 'bici-gravel', buttonPlaceholder: discover, picture: { kind: 'gravel-bike', sky: '#81b29a', color1: '#7d9a78', color2: '#c8b68e' } },
  { title: t('Il carbonio che conta', 'Carbon that counts', 'Le carbone qui compte', 'El carbono que cuenta', 'Carbon, das zählt'),
    placeholder: t('Ruote raggiate a mano, controllate una per una.', 'Wheels laced by hand, checked one by one.', 'Roues rayonnées à la main, contrôlées une par une.', 'Ruedas radiadas a mano, revisadas una a una.', 'Laufräder, von Hand eingespeicht und einzeln geprüft.'),
    buttonSlug: 'ruote', buttonPlaceholder: discover, picture: { kind: 'wheelset', sky: '#3d405b', color1: '#c9a227', color2: '#1b1b1b' } },
];

export const TOP_BANNER = {
  placeholder: t('Spedizione gratuita in Italia per ordini sopra 79,99 €', 'Free shipping in Italy on orders over 79,99 €', 'Livraison gratuite en Italie dès 79,99 € d’achat', 'Envío gratuito en Italia en pedidos superiores a 79,99 €', 'Kostenloser Versand in Italien ab 79,99 € Bestellwert'),
  buttonSlug: 'bici', buttonPlaceholder: t('Vai allo shop', 'Go to the shop', 'Aller à la boutique', 'Ir a la tienda', 'Zum Shop'),
};

/** The promo banner of the home page: the Black Friday collection (a slug with a '/' links as a path). */
export const PROMO_BANNER: SlideSeed = {
  title: t('Black Friday', 'Black Friday', 'Black Friday', 'Black Friday', 'Black Friday'),
  placeholder: t('Fino al 30% di sconto su bici, ruote e componenti.', 'Up to 30% off bikes, wheels and components.', 'Jusqu’à 30 % de remise sur les vélos, roues et composants.', 'Hasta un 30 % de descuento en bicicletas, ruedas y componentes.', 'Bis zu 30 % Rabatt auf Räder, Laufräder und Komponenten.'),
  buttonSlug: 'l/black-friday', buttonPlaceholder: t('Vedi le offerte', 'See the offers', 'Voir les offres', 'Ver las ofertas', 'Zu den Angeboten'),
  picture: { kind: 'road-bike', sky: '#111111', color1: '#ffd600', color2: '#f2f2f0' }, video: true,
};

export const SPONSORS: SlideSeed[] = [
  { video: true, title: t('Team Raggio Orobie', 'Team Raggio Orobie', 'Team Raggio Orobie', 'Team Raggio Orobie', 'Team Raggio Orobie'),
    placeholder: t('La nostra squadra granfondo corre su Velox Cicli e ruote Ruotalibera.', 'Our gran fondo team races on Velox Cicli bikes and Ruotalibera wheels.', 'Notre équipe cyclosportive court sur des Velox Cicli et des roues Ruotalibera.', 'Nuestro equipo de marchas corre con Velox Cicli y ruedas Ruotalibera.', 'Unser Gran-Fondo-Team fährt Velox Cicli mit Ruotalibera-Laufrädern.'),
    buttonSlug: 'velox-cicli', buttonPlaceholder: discover, picture: { kind: 'road-bike', sky: '#264653', color1: '#c62828', color2: '#f2f2f0' } },
  { title: t('Dolomia Enduro Crew', 'Dolomia Enduro Crew', 'Dolomia Enduro Crew', 'Dolomia Enduro Crew', 'Dolomia Enduro Crew'),
    placeholder: t('Sui sentieri delle Dolomiti con i nostri ambassador.', 'On the trails of the Dolomites with our ambassadors.', 'Sur les sentiers des Dolomites avec nos ambassadeurs.', 'Por los senderos de los Dolomitas con nuestros embajadores.', 'Auf den Trails der Dolomiten mit unseren Botschaftern.'),
    buttonSlug: 'dolomia', buttonPlaceholder: discover, picture: { kind: 'mtb-full', sky: '#2a9d8f', color1: '#2e7d32', color2: '#ef6c00' } },
  { title: t('Granfondo delle Orobie', 'Orobie Gran Fondo', 'Cyclosportive des Orobie', 'Gran Fondo de las Orobie', 'Gran Fondo der Orobie'),
    placeholder: t('Partner ufficiale dell’edizione di quest’anno.', 'Official partner of this year’s edition.', 'Partenaire officiel de l’édition de cette année.', 'Socio oficial de la edición de este año.', 'Offizieller Partner der diesjährigen Ausgabe.'),
    buttonSlug: 'bici', buttonPlaceholder: discover, picture: { kind: 'gravel-bike', sky: '#e9c46a', color1: '#1e40af', color2: '#f2f2f0' } },
];

/** Titles carry no '|': the client appends ' | ' and the shop name (docs/product/content.md#page-titles). */
export const SEO_PAGES: { path: string; title: Tr; description: Tr }[] = [
  { path: '/', title: t('Bici su misura e componenti in carbonio', 'Custom bikes and carbon components', 'Vélos sur mesure et composants en carbone', 'Bicicletas a medida y componentes de carbono', 'Maßgefertigte Räder und Carbon-Komponenten'),
    description: t('Bici personalizzate di alta qualità e componenti in carbonio.', 'High quality customised bikes and carbon components.', 'Vélos personnalisés de haute qualité et composants en carbone.', 'Bicicletas personalizadas de alta calidad y componentes de carbono.', 'Hochwertige individuelle Räder und Carbon-Komponenten.') },
  { path: '/cgv', title: t('Condizioni generali di vendita', 'Terms of sale', 'Conditions générales de vente', 'Condiciones generales de venta', 'Allgemeine Verkaufsbedingungen'),
    description: t('Come si conclude il contratto, pagamenti, resi e rimborsi.', 'How the contract is made, payments, returns and refunds.', 'Conclusion du contrat, paiements, retours et remboursements.', 'Cómo se celebra el contrato, pagos, devoluciones y reembolsos.', 'Vertragsschluss, Zahlungen, Rücksendungen und Erstattungen.') },
  { path: '/chi-siamo', title: t('Chi siamo', 'About us', 'Qui sommes-nous', 'Quiénes somos', 'Über uns'),
    description: t('Una piccola officina di Bergamo che costruisce bici su misura.', 'A small Bergamo workshop building custom bikes.', 'Un petit atelier de Bergame qui construit des vélos sur mesure.', 'Un pequeño taller de Bérgamo que construye bicicletas a medida.', 'Eine kleine Werkstatt in Bergamo, die Räder nach Maß baut.') },
  { path: '/assistenza', title: t('Assistenza', 'Support', 'Assistance', 'Asistencia', 'Kundendienst'),
    description: t('Scrivici per ordini, resi e prodotti danneggiati.', 'Write to us about orders, returns and damaged products.', 'Écrivez-nous pour les commandes, retours et produits endommagés.', 'Escríbenos sobre pedidos, devoluciones y productos dañados.', 'Schreib uns zu Bestellungen, Rücksendungen und beschädigten Produkten.') },
  { path: '/rivenditore', title: t('Trova un rivenditore', 'Find a dealer', 'Trouver un revendeur', 'Encuentra un distribuidor', 'Händler finden'),
    description: t('I negozi dove provare le nostre bici in Italia.', 'The shops where you can try our bikes in Italy.', 'Les magasins où essayer nos vélos en Italie.', 'Las tiendas donde probar nuestras bicicletas en Italia.', 'Die Geschäfte in Italien, in denen du unsere Räder testen kannst.') },
  { path: '/ambassador', title: t('Ambassador e atleti', 'Ambassadors and athletes', 'Ambassadeurs et athlètes', 'Embajadores y atletas', 'Botschafter und Athleten'),
    description: t('Le persone che pedalano con noi.', 'The people who ride with us.', 'Les personnes qui roulent avec nous.', 'Las personas que pedalean con nosotros.', 'Die Menschen, die mit uns fahren.') },
  { path: '/metodi-di-pagamento', title: t('Metodi di pagamento', 'Payment methods', 'Moyens de paiement', 'Métodos de pago', 'Zahlungsarten'),
    description: t('Carta, PayPal, bonifico e contrassegno.', 'Card, PayPal, bank transfer and cash on delivery.', 'Carte, PayPal, virement et paiement à la livraison.', 'Tarjeta, PayPal, transferencia y contra reembolso.', 'Karte, PayPal, Überweisung und Nachnahme.') },
  { path: '/metodi-di-spedizione', title: t('Metodi di spedizione', 'Shipping methods', 'Modes de livraison', 'Métodos de envío', 'Versandarten'),
    description: t('Tempi e costi di consegna in Italia e all’estero.', 'Delivery times and costs in Italy and abroad.', 'Délais et frais de livraison en Italie et à l’étranger.', 'Plazos y costes de entrega en Italia y en el extranjero.', 'Lieferzeiten und -kosten in Italien und im Ausland.') },
  { path: '/informativa-sulla-privacy', title: t('Informativa sulla privacy', 'Privacy policy', 'Politique de confidentialité', 'Política de privacidad', 'Datenschutzerklärung'),
    description: t('Come trattiamo i tuoi dati personali.', 'How we handle your personal data.', 'Comment nous traitons vos données personnelles.', 'Cómo tratamos tus datos personales.', 'Wie wir mit deinen personenbezogenen Daten umgehen.') },
  { path: '/contatti', title: t('Contatti', 'Contact', 'Contact', 'Contacto', 'Kontakt'),
    description: t('Telefono, e-mail e indirizzo del magazzino.', 'Phone, e-mail and warehouse address.', 'Téléphone, e-mail et adresse de l’entrepôt.', 'Teléfono, correo electrónico y dirección del almacén.', 'Telefon, E-Mail und Lageradresse.') },
];
