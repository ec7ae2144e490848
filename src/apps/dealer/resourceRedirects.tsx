import { Navigate, Route, useParams } from 'react-router-dom';

function ToRecord({ path }: { path: string }) {
  const { id = '' } = useParams();
  return <Navigate to={`${path}?${new URLSearchParams({ id }).toString()}`} replace />;
}

/**
 * A resource's own URLs lead to its SPEC screen: /<name> to the list's SPEC path, /<name>/:id/show to the same
 * list with the record open (?id=). Children of <Resource>: they rank above its list and show routes.
 */
export function resourceRedirects(path: string) {
  return [
    <Route key="list" index element={<Navigate to={path} replace />} />,
    <Route key="show" path=":id/show" element={<ToRecord path={path} />} />,
  ];
}
