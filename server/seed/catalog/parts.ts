/** The part-category tree: category > sub-category > parts (the leaves requests ask for). */
export const PART_TREE: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  Motore: {
    Distribuzione: ['Kit distribuzione', 'Pompa acqua', 'Cinghia servizi', 'Tendicinghia'],
    Alimentazione: ['Iniettore', 'Pompa carburante', 'Corpo farfallato'],
    Sovralimentazione: ['Turbocompressore', 'Intercooler', 'Valvola EGR'],
    'Testata e basamento': ['Guarnizione testata', 'Coppa olio', 'Paraolio albero motore'],
  },
  Freni: {
    'Freni anteriori': ['Dischi freno anteriori', 'Pastiglie freno anteriori', 'Pinza freno anteriore'],
    'Freni posteriori': ['Dischi freno posteriori', 'Pastiglie freno posteriori', 'Ganasce freno', 'Tamburo freno'],
    'Impianto frenante': ['Pompa freno', 'Servofreno', 'Tubo freno flessibile', 'Sensore ABS'],
  },
  'Sospensioni e sterzo': {
    Ammortizzatori: [
      'Ammortizzatore anteriore',
      'Ammortizzatore posteriore',
      'Molla elicoidale',
      'Supporto ammortizzatore',
    ],
    'Bracci e snodi': ['Braccio oscillante', 'Testina sterzo', 'Biellette barra stabilizzatrice'],
    Sterzo: ['Scatola sterzo', 'Pompa servosterzo'],
  },
  Trasmissione: {
    Frizione: ['Kit frizione', 'Volano bimassa', 'Cuscinetto reggispinta'],
    Semiassi: ['Semiasse anteriore', 'Giunto omocinetico', 'Cuffia semiasse'],
    Cambio: ['Cambio completo', 'Leva cambio'],
  },
  'Impianto elettrico': {
    'Avviamento e ricarica': ['Alternatore', 'Motorino di avviamento', 'Batteria'],
    Accensione: ['Candele', 'Bobina di accensione', 'Candelette'],
    Sensori: ['Sonda lambda', 'Sensore giri motore', 'Debimetro'],
  },
  Carrozzeria: {
    Anteriore: ['Paraurti anteriore', 'Cofano motore', 'Parafango anteriore', 'Griglia radiatore'],
    Posteriore: ['Paraurti posteriore', 'Portellone posteriore'],
    'Specchietti e vetri': ['Specchietto retrovisore esterno', 'Parabrezza', 'Alzacristallo'],
  },
  Illuminazione: {
    'Fari anteriori': ['Faro anteriore', 'Fendinebbia'],
    'Fanali posteriori': ['Fanale posteriore', 'Terzo stop'],
  },
  'Clima e raffreddamento': {
    Raffreddamento: ['Radiatore motore', 'Elettroventola', 'Termostato', 'Vaschetta di espansione'],
    Climatizzazione: ['Compressore aria condizionata', 'Condensatore', 'Filtro abitacolo'],
  },
  Scarico: {
    'Trattamento gas di scarico': ['Catalizzatore', 'Filtro antiparticolato (FAP)'],
    'Tubi e silenziatori': ['Silenziatore posteriore', 'Collettore di scarico'],
  },
  Tagliando: {
    Filtri: ['Filtro olio', 'Filtro aria', 'Filtro carburante'],
    Lubrificanti: ['Olio motore', 'Liquido freni'],
  },
  'Pneumatici e cerchi': {
    Pneumatici: ['Pneumatico estivo', 'Pneumatico invernale', 'Pneumatico 4 stagioni'],
    Cerchi: ['Cerchio in lega', 'Cerchio in ferro'],
  },
};
