/** What the passwords module offers the others: the only file another module imports. */
export { recoveryLinkOrigin } from './passwords-link-origin.service';
export { passwordRoutes } from './passwords.routes';
export { sendWelcomeMail } from './passwords.service';
