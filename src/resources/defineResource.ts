import type { ResourceProps } from 'react-admin';

/**
 * A resource's config, the react-admin way (list, show, icon, recordRepresentation) plus `specPaths`: the SPEC path
 * that renders the list with each fixed status filter. The first one is where the resource's own path
 * (/<name>, /<name>/:id/show) leads.
 */
export type ResourceConfig = Omit<ResourceProps, 'recordRepresentation'> & {
  // Typed by the resource's record; react-admin calls it with the records of this resource only.
  recordRepresentation: (record: never) => string;
  specPaths: Record<string, string>;
};

export const defineResource = <const T extends ResourceConfig>(config: T): T => config;

/** The path /<name> redirects to. */
export const homePath = (config: ResourceConfig): string => Object.values(config.specPaths)[0];
