import { defineResourceApi } from '../../dataProvider/resourceApi';

/** GET /user/:id/message/list: the whole list, paged here; a conversation is known by its uuid. */
export const conversationsApi = defineResourceApi({ list: 'messageList', idOf: (record) => String(record.uuid) });
