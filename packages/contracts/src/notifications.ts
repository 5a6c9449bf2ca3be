import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idSchema, pageSchema } from './common';

const TAG = 'Notifications';

/** 0 generic, 1 new orders, 2 low stock, 3 billing (API.md §1.11). */
export const NOTIFICATION_CATEGORIES = [0, 1, 2, 3] as const;
const categorySchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { message: 'must be 0, 1, 2 or 3' });

export const notificationSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  category: z.number().int(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdOn: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** API.md NotificationPaging: 1-based page; category left out = every category. */
export const notificationPagingSchema = z.object({
  currentPageNumber: z.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 or more').max(MAX_ID, 'is too large').default(1),
  pageSize: z.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(20),
  category: categorySchema.nullish(),
});

/** API.md NotificationIds. At most 500 at once: a screen never selects more. */
export const notificationIdsSchema = z.object({
  businessId: idSchema,
  notificationIds: z.array(idSchema).max(500, 'must list at most 500 ids'),
});

export const getAllNotifications = defineRoute({
  id: 'O1',
  method: 'POST',
  path: '/api/Notifications/GetAllNotifications',
  tag: TAG,
  summary: 'Notifications of a business, newest first; isRead left out = all; unreadCount counts every unread one',
  query: z.object({
    businessId: z.coerce.number({ message: 'must be a positive whole number' }).int().positive().max(MAX_ID, 'is not a valid id'),
    isRead: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  }),
  body: notificationPagingSchema,
  result: pageSchema(notificationSchema).extend({ unreadCount: z.number().int() }),
});

export const markNotificationsRead = defineRoute({
  id: 'O2',
  method: 'POST',
  path: '/api/Notifications/MarkNotificationRead',
  tag: TAG,
  summary: 'Mark notifications read; unknown ids are ignored',
  body: notificationIdsSchema,
  result: z.object({ updated: z.number().int() }),
});

export const deleteNotifications = defineRoute({
  id: 'O3',
  method: 'DELETE',
  path: '/api/Notifications/DeleteNotification',
  tag: TAG,
  summary: 'Delete notifications; unknown ids are ignored',
  body: notificationIdsSchema,
  result: z.object({ deleted: z.number().int() }),
});
