import type { DomainsTexts } from './pt-BR';

/** Texts of the domains screens in American English. */
export const domains: DomainsTexts = {
  pageTitle: 'Domains',
  title: 'Domains',
  subtitleOperator:
    'Subdomains and custom domains of every business unit, and the monthly fee a custom domain adds.',
  subtitlePartner:
    "Your business units' sign-in addresses: their subdomain and, for an extra monthly fee, a domain of their own.",
  subtitleAdmin: "The addresses your unit's users sign in at.",
  adminNotice:
    'Only your partner can change these addresses, because a custom domain adds a monthly charge. Ask them for a new subdomain or a custom domain.',
  search: 'Search units',
  searchPlaceholder: 'Search by unit, partner, subdomain or domain',
  loading: 'Loading domains',
  errorTitle: 'The domains could not be loaded',
  empty: 'There are no business units yet.',
  emptySearch: 'No unit matches this search.',
  summary: '{{from}}–{{to}} of {{total}} units',
  columns: {
    unit: 'Unit',
    subdomain: 'Subdomain',
    domain: 'Custom domain',
    fee: 'Monthly fee',
    since: 'Registered on',
  },
  none: 'None',
  inactive: 'Inactive',
  editSubdomain: 'Change subdomain',
  registerDomain: 'Register custom domain',
  changeDomain: 'Change custom domain',
  removeDomain: 'Remove custom domain',
  subdomainModal: {
    title: 'Subdomain of {{name}}',
    label: 'Subdomain',
    hint: 'Lower-case letters, digits and hyphens. Users sign in at the new address from now on; the old one stops working.',
  },
  domainModal: {
    title: 'Custom domain of {{name}}',
    label: 'Domain',
    placeholder: 'reports.example.com',
    hint: 'Point the domain at {{host}} (DNS CNAME record) before you share it.',
    fee: 'Registering a custom domain adds {{fee}} a month to the bill.',
    replaces: 'It replaces {{domain}}, whose fee ends.',
    save: 'Register domain',
  },
  removeModal: {
    title: 'Remove {{domain}}?',
    description:
      '{{name}} stops answering on this domain at once and its monthly fee of {{fee}} ends. Users keep signing in at {{host}}.',
    instruction: 'To confirm, type the text below:',
    label: 'Confirmation',
    confirm: 'Remove domain',
  },
  fee: {
    title: 'Domain fee',
    description:
      'Extra monthly fee of each new custom domain. Registrations already made keep the fee they were made with.',
    label: 'Monthly fee per domain (R$)',
    save: 'Save fee',
    updated: 'Changed on {{date}}',
    never: 'Never changed',
    current: 'Each new custom domain costs {{fee}} a month.',
  },
  billing: {
    title: 'Monthly charge for custom domains',
    total: 'Total per month',
    partner: 'Partner',
    domains: 'Domains',
    amount: 'Per month',
    empty: 'No custom domain is registered.',
  },
  notices: {
    subdomainSaved: 'The subdomain of {{name}} is now {{host}}.',
    domainRegistered: '{{domain}} registered for {{name}}.',
    domainRemoved: '{{domain}} removed from {{name}}.',
    feeSaved: 'Domain fee saved.',
  },
};
