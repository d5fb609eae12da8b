// Departments for riding: bikes, frames, wheels (three levels at most).
import { dep, type DepartmentSeed } from './department-seed.js';
import { t } from '../i18n.js';

const road = { kind: 'road-bike', color1: '#8e1b1b', color2: '#ffb74d' } as const;
const gravel = { kind: 'gravel-bike', color1: '#5d6b3a', color2: '#ffcc80' } as const;
const mtb = { kind: 'mtb-full', color1: '#33691e', color2: '#ff7043' } as const;

/** Bikes, frames and wheels. */
export const RIDE_DEPARTMENTS: DepartmentSeed[] = [
  dep('bici', '🚲', road, t('Bici', 'Bikes', 'Vélos', 'Bicicletas', 'Fahrräder'),
    t('Bici complete montate a mano', 'Complete bikes, hand built', 'Vélos complets montés à la main', 'Bicicletas completas montadas a mano', 'Komplettbikes, von Hand aufgebaut'),
    t('Bici da strada, gravel, MTB ed e-bike montate nella nostra officina di Bergamo e personalizzabili in ogni dettaglio.',
      'Road, gravel, mountain and e-bikes built in our Bergamo workshop and customisable down to the last detail.',
      'Vélos de route, gravel, VTT et vélos électriques montés dans notre atelier de Bergame et personnalisables dans les moindres détails.',
      'Bicicletas de carretera, gravel, MTB y e-bikes montadas en nuestro taller de Bérgamo y personalizables hasta el último detalle.',
      'Renn-, Gravel-, Mountain- und E-Bikes, in unserer Werkstatt in Bergamo aufgebaut und bis ins Detail anpassbar.'), [
      dep('bici-da-strada', '🛣️', road, t('Strada', 'Road', 'Route', 'Carretera', 'Rennrad'),
        t('Leggere, rigide, veloci', 'Light, stiff, fast', 'Légers, rigides, rapides', 'Ligeras, rígidas, rápidas', 'Leicht, steif, schnell'),
        t('Bici da corsa in carbonio per gare, granfondo e lunghe uscite in salita.', 'Carbon road bikes for racing, gran fondos and long climbing rides.', 'Vélos de route en carbone pour la course, les cyclosportives et les longues sorties en montagne.', 'Bicicletas de carretera de carbono para competir, marchas y largas salidas de montaña.', 'Carbon-Rennräder für Rennen, Gran Fondos und lange Touren in den Bergen.')),
      dep('bici-gravel', '🪨', gravel, t('Gravel', 'Gravel', 'Gravel', 'Gravel', 'Gravel'),
        t('Asfalto e sterrato, senza confini', 'Tarmac and dirt, no borders', 'Bitume et chemins, sans frontières', 'Asfalto y tierra, sin fronteras', 'Asphalt und Schotter, grenzenlos'),
        t('Bici versatili per strade bianche, viaggi in bikepacking e uscite di tutti i giorni.', 'Versatile bikes for white roads, bikepacking trips and everyday rides.', 'Des vélos polyvalents pour les chemins blancs, le bikepacking et les sorties de tous les jours.', 'Bicicletas versátiles para caminos de tierra, viajes de bikepacking y salidas diarias.', 'Vielseitige Räder für Schotterstraßen, Bikepacking-Reisen und tägliche Ausfahrten.')),
      dep('bici-mtb', '⛰️', mtb, t('MTB', 'MTB', 'VTT', 'MTB', 'MTB'),
        t('Sentieri, rocce e radici', 'Trails, rocks and roots', 'Sentiers, rochers et racines', 'Senderos, rocas y raíces', 'Trails, Felsen und Wurzeln'),
        t('Mountain bike front e biammortizzate per cross country, trail ed enduro.', 'Hardtail and full-suspension mountain bikes for cross country, trail and enduro.', 'VTT semi-rigides et tout-suspendus pour le cross-country, le trail et l’enduro.', 'Bicicletas de montaña rígidas y de doble suspensión para cross country, trail y enduro.', 'Hardtails und Fullys für Cross Country, Trail und Enduro.'), [
          dep('mtb-front', '🌲', { kind: 'mtb-hardtail', color1: '#2e5e2e', color2: '#ffd54f' }, t('Front', 'Hardtail', 'Semi-rigide', 'Rígida', 'Hardtail'),
            t('Leggere ed efficienti in salita', 'Light and efficient uphill', 'Légers et efficaces en montée', 'Ligeras y eficientes en subida', 'Leicht und effizient bergauf'),
            t('Mountain bike con sola forcella ammortizzata, ideali per il cross country e le marathon.', 'Mountain bikes with a suspension fork only, ideal for cross country and marathons.', 'VTT avec fourche suspendue seulement, idéaux pour le cross-country et les marathons.', 'Bicicletas de montaña con horquilla de suspensión, ideales para cross country y maratones.', 'Mountainbikes mit Federgabel, ideal für Cross Country und Marathons.')),
          dep('mtb-full', '🏔️', mtb, t('Full', 'Full suspension', 'Tout-suspendu', 'Doble suspensión', 'Fully'),
            t('Controllo totale in discesa', 'Full control downhill', 'Contrôle total en descente', 'Control total en bajada', 'Volle Kontrolle bergab'),
            t('Biammortizzate per trail ed enduro, con escursioni da 120 a 170 mm.', 'Full-suspension bikes for trail and enduro, with 120 to 170 mm of travel.', 'Tout-suspendus pour le trail et l’enduro, avec 120 à 170 mm de débattement.', 'Dobles para trail y enduro, con recorridos de 120 a 170 mm.', 'Fullys für Trail und Enduro mit 120 bis 170 mm Federweg.')),
        ]),
      dep('e-bike', '⚡', { kind: 'e-bike', color1: '#37474f', color2: '#4dd0e1' }, t('E-bike', 'E-bikes', 'Vélos électriques', 'Bicicletas eléctricas', 'E-Bikes'),
        t('La salita diventa un piacere', 'Climbs become a pleasure', 'La montée devient un plaisir', 'Las subidas se vuelven un placer', 'Anstiege werden zum Vergnügen'),
        t('Bici a pedalata assistita con motore centrale e batteria integrata nel telaio.', 'Pedal-assist bikes with a mid motor and a battery built into the frame.', 'Vélos à assistance électrique avec moteur central et batterie intégrée au cadre.', 'Bicicletas de pedaleo asistido con motor central y batería integrada en el cuadro.', 'E-Bikes mit Mittelmotor und im Rahmen integriertem Akku.')),
    ]),
  dep('telai', '📐', { kind: 'road-frame', color1: '#263238', color2: '#ef5350' }, t('Telai', 'Frames', 'Cadres', 'Cuadros', 'Rahmen'),
    t('Il cuore della tua bici', 'The heart of your bike', 'Le cœur de votre vélo', 'El corazón de tu bicicleta', 'Das Herz deines Rades'),
    t('Telai in carbonio, titanio e alluminio da montare come vuoi tu, in più finiture.', 'Carbon, titanium and aluminium frames to build your way, in several finishes.', 'Cadres en carbone, titane et aluminium à monter à votre façon, en plusieurs finitions.', 'Cuadros de carbono, titanio y aluminio para montar a tu manera, en varios acabados.', 'Rahmen aus Carbon, Titan und Aluminium zum Aufbauen nach deinem Geschmack, in mehreren Finishes.'), [
      dep('telai-strada', '🛣️', { kind: 'road-frame', color1: '#4a148c', color2: '#ffab40' }, t('Telai strada', 'Road frames', 'Cadres route', 'Cuadros de carretera', 'Rennradrahmen'),
        t('Aero, leggeri o endurance', 'Aero, light or endurance', 'Aéro, légers ou endurance', 'Aero, ligeros o endurance', 'Aero, leicht oder Endurance'),
        t('Telai da strada con freni a disco e passaggio cavi interno.', 'Road frames with disc brakes and internal cable routing.', 'Cadres route avec freins à disque et passage interne des câbles.', 'Cuadros de carretera con frenos de disco y cableado interno.', 'Rennradrahmen mit Scheibenbremsen und innen verlegten Zügen.')),
      dep('telai-gravel', '🪨', { kind: 'road-frame', color1: '#6d4c41', color2: '#aed581' }, t('Telai gravel', 'Gravel frames', 'Cadres gravel', 'Cuadros gravel', 'Gravelrahmen'),
        t('Spazio per gomme larghe', 'Room for wide tyres', 'De la place pour des pneus larges', 'Espacio para neumáticos anchos', 'Platz für breite Reifen'),
        t('Telai gravel con passaggio ruota fino a 50 mm e attacchi per borse e parafanghi.', 'Gravel frames with clearance up to 50 mm tyres and mounts for bags and mudguards.', 'Cadres gravel acceptant des pneus jusqu’à 50 mm, avec fixations pour sacoches et garde-boue.', 'Cuadros gravel con paso de rueda hasta 50 mm y anclajes para bolsas y guardabarros.', 'Gravelrahmen mit Platz für bis zu 50 mm breite Reifen und Ösen für Taschen und Schutzbleche.')),
      dep('telai-mtb', '⛰️', { kind: 'mtb-frame', color1: '#1b5e20', color2: '#ffee58' }, t('Telai MTB', 'MTB frames', 'Cadres VTT', 'Cuadros MTB', 'MTB-Rahmen'),
        t('Front e full, 27,5 e 29', 'Hardtail and full, 27.5 and 29', 'Semi-rigides et tout-suspendus, 27,5 et 29', 'Rígidos y dobles, 27,5 y 29', 'Hardtail und Fully, 27,5 und 29'),
        t('Telai da mountain bike con geometrie moderne e attacco boost.', 'Mountain bike frames with modern geometry and boost spacing.', 'Cadres VTT à géométrie moderne et entraxe boost.', 'Cuadros de MTB con geometría moderna y ejes boost.', 'MTB-Rahmen mit moderner Geometrie und Boost-Standard.')),
    ]),
  dep('ruote', '⭕', { kind: 'wheelset', color1: '#0d47a1', color2: '#ffca28' }, t('Ruote', 'Wheels', 'Roues', 'Ruedas', 'Laufräder'),
    t('Cerchi in carbonio costruiti a mano', 'Hand-built carbon wheels', 'Roues carbone montées à la main', 'Ruedas de carbono montadas a mano', 'Handgebaute Carbon-Laufräder'),
    t('Ruote complete per strada, gravel e MTB, raggiate a mano e controllate una per una.', 'Wheelsets for road, gravel and MTB, hand laced and checked one by one.', 'Paires de roues pour la route, le gravel et le VTT, rayonnées à la main et contrôlées une par une.', 'Juegos de ruedas para carretera, gravel y MTB, radiados a mano y revisados uno a uno.', 'Laufradsätze für Straße, Gravel und MTB, von Hand eingespeicht und einzeln geprüft.'), [
      dep('ruote-strada', '🛣️', { kind: 'wheelset', color1: '#1a237e', color2: '#ff5252' }, t('Ruote strada', 'Road wheels', 'Roues route', 'Ruedas de carretera', 'Rennradlaufräder'),
        t('Profili da 35 a 65 mm', 'Rim depths from 35 to 65 mm', 'Profils de 35 à 65 mm', 'Perfiles de 35 a 65 mm', 'Felgenhöhen von 35 bis 65 mm'),
        t('Ruote da strada tubeless ready per salite, pianura e cronometro.', 'Tubeless-ready road wheels for climbs, flat roads and time trials.', 'Roues route tubeless ready pour la montagne, le plat et le contre-la-montre.', 'Ruedas de carretera tubeless ready para subidas, llano y contrarreloj.', 'Tubeless-ready Rennradlaufräder für Berge, Flachetappen und Zeitfahren.')),
      dep('ruote-gravel', '🪨', { kind: 'wheelset', color1: '#4e342e', color2: '#81c784' }, t('Ruote gravel', 'Gravel wheels', 'Roues gravel', 'Ruedas gravel', 'Gravel-Laufräder'),
        t('Canale largo, tanta grinta', 'Wide rims, lots of grit', 'Jantes larges, beaucoup de cran', 'Llantas anchas, mucho carácter', 'Breite Felgen, viel Biss'),
        t('Ruote gravel robuste con canale interno largo per gomme da 40 a 50 mm.', 'Sturdy gravel wheels with a wide inner rim for 40 to 50 mm tyres.', 'Roues gravel robustes à jante large pour des pneus de 40 à 50 mm.', 'Ruedas gravel robustas con llanta ancha para neumáticos de 40 a 50 mm.', 'Robuste Gravel-Laufräder mit breiter Felge für 40 bis 50 mm Reifen.')),
      dep('ruote-mtb', '⛰️', { kind: 'mtb-wheelset', color1: '#004d40', color2: '#ff8a65' }, t('Ruote MTB', 'MTB wheels', 'Roues VTT', 'Ruedas MTB', 'MTB-Laufräder'),
        t('27,5 e 29 pollici', '27.5 and 29 inches', '27,5 et 29 pouces', '27,5 y 29 pulgadas', '27,5 und 29 Zoll'),
        t('Ruote da mountain bike in carbonio e alluminio per cross country, trail ed enduro.', 'Carbon and aluminium mountain bike wheels for cross country, trail and enduro.', 'Roues VTT en carbone et aluminium pour le cross-country, le trail et l’enduro.', 'Ruedas de MTB de carbono y aluminio para cross country, trail y enduro.', 'MTB-Laufräder aus Carbon und Aluminium für Cross Country, Trail und Enduro.')),
    ]),
];
