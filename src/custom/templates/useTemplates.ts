import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { z } from '../../../contract';
import type { TemplateBody } from '../../../contract/api/templates';
import { TEMPLATES_MAX } from '../../../contract/api/templates';
import type { Template } from '../../../contract/entities/quoting';
import { authStore } from '../../authProvider/storage';
import { api } from '../../dataProvider/api';

const TEMPLATES_KEY = ['templates'] as const;

/**
 * The dealer's templates: the `templates` resource (resources/templates: list and create through the dataProvider;
 * the server keeps them per dealer, so they follow the dealer across browsers) and the delete call.
 */
export function useTemplates() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const list = useGetList<Template>('templates', { pagination: { page: 1, perPage: TEMPLATES_MAX }, sort: { field: 'name', order: 'ASC' } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
  const create = async (data: z.output<typeof TemplateBody>) => {
    const { data: template } = await dataProvider.create('templates', { data });
    await refresh();
    return template as Template;
  };
  const remove = async (templateId: number) => {
    const dealer = authStore.user();
    if (!dealer) return;
    await api.post('templateDelete', { params: { id: dealer.id, templateId } });
    await refresh();
  };
  return { templates: list.data ?? [], isPending: list.isPending, error: list.error, create, remove };
}
