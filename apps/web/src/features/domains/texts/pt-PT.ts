import type { DomainsTexts } from './pt-BR';

/** Texts of the domains screens in European Portuguese. */
export const domains: DomainsTexts = {
  pageTitle: 'Domínios',
  title: 'Domínios',
  subtitleOperator:
    'Subdomínios e domínios próprios de todas as unidades de negócio, e a taxa mensal que um domínio próprio acrescenta.',
  subtitlePartner:
    'Os endereços de acesso das suas unidades: o subdomínio e, por uma taxa mensal extra, um domínio próprio.',
  subtitleAdmin: 'Os endereços em que os utilizadores da sua unidade entram.',
  adminNotice:
    'Só o seu parceiro pode alterar estes endereços, porque um domínio próprio gera uma cobrança mensal. Peça-lhe um novo subdomínio ou um domínio próprio.',
  search: 'Pesquisar unidades',
  searchPlaceholder: 'Pesquisar por unidade, parceiro, subdomínio ou domínio',
  loading: 'A carregar domínios',
  errorTitle: 'Não foi possível carregar os domínios',
  empty: 'Ainda não há unidades de negócio.',
  emptySearch: 'Nenhuma unidade corresponde à pesquisa.',
  summary: '{{from}}–{{to}} de {{total}} unidades',
  columns: {
    unit: 'Unidade',
    subdomain: 'Subdomínio',
    domain: 'Domínio próprio',
    fee: 'Taxa mensal',
    since: 'Registado em',
  },
  none: 'Nenhum',
  inactive: 'Inativa',
  editSubdomain: 'Alterar subdomínio',
  registerDomain: 'Registar domínio próprio',
  changeDomain: 'Trocar domínio próprio',
  removeDomain: 'Remover domínio próprio',
  subdomainModal: {
    title: 'Subdomínio de {{name}}',
    label: 'Subdomínio',
    hint: 'Letras minúsculas, dígitos e hífenes. Os utilizadores passam a entrar no novo endereço e o antigo deixa de funcionar.',
  },
  domainModal: {
    title: 'Domínio próprio de {{name}}',
    label: 'Domínio',
    placeholder: 'relatorios.exemplo.pt',
    hint: 'Aponte o domínio para {{host}} (registo DNS CNAME) antes de o divulgar.',
    fee: 'Registar um domínio próprio acrescenta {{fee}} por mês à faturação.',
    replaces: 'Substitui {{domain}}, cuja taxa termina.',
    save: 'Registar domínio',
  },
  removeModal: {
    title: 'Remover {{domain}}?',
    description:
      '{{name}} deixa de responder neste domínio de imediato e a taxa mensal de {{fee}} termina. Os utilizadores continuam a entrar em {{host}}.',
    instruction: 'Para confirmar, escreva o texto abaixo:',
    label: 'Confirmação',
    confirm: 'Remover domínio',
  },
  fee: {
    title: 'Taxa de domínio',
    description:
      'Taxa mensal extra de cada novo domínio próprio. Os registos já feitos mantêm a taxa com que foram feitos.',
    label: 'Taxa mensal por domínio (R$)',
    save: 'Guardar taxa',
    updated: 'Alterada em {{date}}',
    never: 'Nunca alterada',
    current: 'Cada novo domínio próprio custa {{fee}} por mês.',
  },
  billing: {
    title: 'Cobrança mensal de domínios próprios',
    total: 'Total por mês',
    partner: 'Parceiro',
    domains: 'Domínios',
    amount: 'Por mês',
    empty: 'Nenhum domínio próprio registado.',
  },
  notices: {
    subdomainSaved: 'O subdomínio de {{name}} é agora {{host}}.',
    domainRegistered: '{{domain}} registado para {{name}}.',
    domainRemoved: '{{domain}} removido de {{name}}.',
    feeSaved: 'Taxa de domínio guardada.',
  },
};
