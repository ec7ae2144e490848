import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useDelete, useGetList } from 'react-admin';
import type { z } from '../../../../../contract';
import type { TemplateBody } from '../../../../../contract/api/templates';
import { TEMPLATES_MAX } from '../../../../../contract/api/templates';
import type { Template } from '../../../../../contract/entities/quoting';
import { resourceKey } from '../../../../platform/resourceKey';

/**
 * The dealer's templates: the `templates` resource (list, create and delete through the dataProvider; the server
 * keeps them per dealer, so they follow the dealer across browsers).
 */
export function useTemplates() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const list = useGetList<Template>('templates', {
    pagination: { page: 1, perPage: TEMPLATES_MAX },
    sort: { field: 'name', order: 'ASC' },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKey('templates') });
  const create = async (data: z.output<typeof TemplateBody>) => {
    const { data: template } = await dataProvider.create('templates', { data });
    await refresh();
    return template as Template;
  };
  const [deleteOne] = useDelete<Template>();
  // Pessimistic: the list loses the template once the server has deleted it (react-admin updates its cache).
  const remove = (templateId: number) =>
    deleteOne('templates', { id: templateId }, { mutationMode: 'pessimistic', returnPromise: true });
  return { templates: list.data ?? [], isPending: list.isPending, error: list.error, create, remove };
}
