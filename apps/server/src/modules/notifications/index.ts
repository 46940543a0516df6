/** What the notifications module offers the others: the only file another module imports. */
export { notificationJobs } from './notifications.jobs';
export { notificationRoutes } from './notifications.routes';
export { sendTemplateNotification } from './notifications.service';
