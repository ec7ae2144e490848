/**
 * The reference app of `npm run size`: the smallest useful react-admin app (one resource, a guessed list,
 * the simple REST data provider). Never served; it is only built to measure its initial JavaScript.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';

const dataProvider = simpleRestProvider('/api');

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
