import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the domains screens in Brazilian Portuguese, the reference language. */
export const domains = {
  pageTitle: 'Domínios',
  title: 'Domínios',
  subtitleOperator:
    'Subdomínios e domínios próprios de todas as unidades de negócio, e a taxa mensal que um domínio próprio acrescenta.',
  subtitlePartner:
    'Os endereços de acesso das suas unidades: o subdomínio e, por uma taxa mensal extra, um domínio próprio.',
  subtitleAdmin: 'Os endereços em que os usuários da sua unidade entram.',
  adminNotice:
    'Só o seu parceiro pode mudar estes endereços, porque um domínio próprio gera uma cobrança mensal. Peça a ele um novo subdomínio ou um domínio próprio.',
  search: 'Buscar unidades',
  searchPlaceholder: 'Buscar por unidade, parceiro, subdomínio ou domínio',
  loading: 'Carregando domínios',
  errorTitle: 'Não foi possível carregar os domínios',
  empty: 'Ainda não há unidades de negócio.',
  emptySearch: 'Nenhuma unidade corresponde à busca.',
  summary: '{{from}}–{{to}} de {{total}} unidades',
  columns: {
    unit: 'Unidade',
    subdomain: 'Subdomínio',
    domain: 'Domínio próprio',
    fee: 'Taxa mensal',
    since: 'Registrado em',
  },
  none: 'Nenhum',
  inactive: 'Inativa',
  editSubdomain: 'Mudar subdomínio',
  registerDomain: 'Registrar domínio próprio',
  changeDomain: 'Trocar domínio próprio',
  removeDomain: 'Remover domínio próprio',
  subdomainModal: {
    title: 'Subdomínio de {{name}}',
    label: 'Subdomínio',
    hint: 'Letras minúsculas, dígitos e hífens. Os usuários passam a entrar no novo endereço e o antigo deixa de funcionar.',
  },
  domainModal: {
    title: 'Domínio próprio de {{name}}',
    label: 'Domínio',
    placeholder: 'relatorios.exemplo.com.br',
    hint: 'Aponte o domínio para {{host}} (registro DNS CNAME) antes de divulgá-lo.',
    fee: 'Registrar um domínio próprio acrescenta {{fee}} por mês à cobrança.',
    replaces: 'Ele substitui {{domain}}, cuja taxa termina.',
    save: 'Registrar domínio',
  },
  removeModal: {
    title: 'Remover {{domain}}?',
    description:
      '{{name}} deixa de responder neste domínio imediatamente e a taxa mensal de {{fee}} termina. Os usuários continuam entrando em {{host}}.',
    instruction: 'Para confirmar, digite o texto abaixo:',
    label: 'Confirmação',
    confirm: 'Remover domínio',
  },
  fee: {
    title: 'Taxa de domínio',
    description:
      'Taxa mensal extra de cada novo domínio próprio. Os registros já feitos mantêm a taxa com que foram feitos.',
    label: 'Taxa mensal por domínio (R$)',
    save: 'Salvar taxa',
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
    empty: 'Nenhum domínio próprio registrado.',
  },
  notices: {
    subdomainSaved: 'O subdomínio de {{name}} agora é {{host}}.',
    domainRegistered: '{{domain}} registrado para {{name}}.',
    domainRemoved: '{{domain}} removido de {{name}}.',
    feeSaved: 'Taxa de domínio salva.',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type DomainsTexts = Texts<typeof domains>;
