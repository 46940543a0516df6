/** What the tenancy module offers the others: the only file another module imports. */
export {
  type LinkContext,
  linkContextOf,
  type LinkSettings,
  platformOriginFrom,
  siteLinkOrigin,
  unitLinkOrigin,
  unitLinkOriginOf,
} from './tenancy-link-origin.service';
export { recoveryLinkOrigin } from './tenancy-recovery-origin.service';
export { hostToSwitchTo, ownDomainAddress, unitHosts } from './tenancy-unit-host.service';
export { hostName, resolveSite, type Site } from './tenancy-site.service';
