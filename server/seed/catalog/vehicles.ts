/** Common manufacturers on Italian roads, with a few models each; the first ones are the most frequent. */
export const MANUFACTURERS: readonly { name: string; models: readonly string[] }[] = [
  { name: 'Fiat', models: ['Panda', 'Punto', '500', 'Tipo', 'Doblò'] },
  { name: 'Volkswagen', models: ['Golf', 'Polo', 'Passat', 'T-Roc'] },
  { name: 'Renault', models: ['Clio', 'Captur', 'Mégane'] },
  { name: 'Peugeot', models: ['208', '308', '3008'] },
  { name: 'Ford', models: ['Fiesta', 'Focus', 'Kuga'] },
  { name: 'Toyota', models: ['Yaris', 'Aygo', 'C-HR'] },
  { name: 'Opel', models: ['Corsa', 'Astra', 'Mokka'] },
  { name: 'Lancia', models: ['Ypsilon', 'Delta', 'Musa'] },
  { name: 'Alfa Romeo', models: ['Giulietta', 'Giulia', 'Stelvio', 'MiTo'] },
  { name: 'Citroën', models: ['C3', 'C4', 'Berlingo'] },
  { name: 'Dacia', models: ['Sandero', 'Duster'] },
  { name: 'Audi', models: ['A3', 'A4', 'Q3'] },
  { name: 'BMW', models: ['Serie 1', 'Serie 3', 'X1'] },
  { name: 'Mercedes-Benz', models: ['Classe A', 'Classe C', 'GLA'] },
  { name: 'Jeep', models: ['Renegade', 'Compass'] },
  { name: 'Hyundai', models: ['i10', 'i20', 'Tucson'] },
  { name: 'Kia', models: ['Picanto', 'Sportage', 'Ceed'] },
  { name: 'Nissan', models: ['Micra', 'Qashqai', 'Juke'] },
  { name: 'Skoda', models: ['Fabia', 'Octavia'] },
  { name: 'Seat', models: ['Ibiza', 'Leon'] },
  { name: 'Suzuki', models: ['Swift', 'Vitara'] },
  { name: 'Mini', models: ['Cooper', 'Countryman'] },
  { name: 'Volvo', models: ['V40', 'XC40'] },
  { name: 'Mazda', models: ['Mazda2', 'CX-5'] },
  { name: 'Abarth', models: ['595'] },
  { name: 'Land Rover', models: ['Range Rover Evoque', 'Discovery Sport'] },
  { name: 'Tesla', models: ['Model 3'] },
];

/** Body colours of the generated car photos. */
export const CAR_COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#616161', '#f9a825', '#263238', '#6a1b9a'];
