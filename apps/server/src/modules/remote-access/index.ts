/** What the remote-access module offers the others: the only file another module imports. */
export { accessAsUser } from './remote-access-user-access.service';
export { remoteAccessPolicy } from './remote-access.policy';
export { remoteAccessRoutes } from './remote-access.routes';
export { createRemoteAccessRequest } from './remote-access.service';
