import { defineResourceApi } from '../../dataProvider/resourceApi';

/** GET /user/:id/notification/list: the whole list, paged here. */
export const notificationsApi = defineResourceApi({ list: 'notificationList' });
