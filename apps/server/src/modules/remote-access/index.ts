/** What the remote-access module offers the others: the only file another module imports. */
export { remoteAccessRoutes } from './remote-access.routes';
export { createRemoteAccessRequest } from './remote-access.service';
