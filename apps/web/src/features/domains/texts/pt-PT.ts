import type { DomainsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the domains screens in European Portuguese. */
export const domains: DomainsTexts = withChanges(brazilian.domains, {
  subtitleAdmin: 'Os endereços em que os utilizadores da sua unidade entram.',
  adminNotice:
    'Só o seu parceiro pode alterar estes endereços, porque um domínio próprio gera uma cobrança mensal. Peça-lhe um novo subdomínio ou um domínio próprio.',
  search: 'Pesquisar unidades',
  searchPlaceholder: 'Pesquisar por unidade, parceiro, subdomínio ou domínio',
  loading: 'A carregar domínios',
  emptySearch: 'Nenhuma unidade corresponde à pesquisa.',
  columns: {
    since: 'Registado em',
  },
  editSubdomain: 'Alterar subdomínio',
  registerDomain: 'Registar domínio próprio',
  subdomainModal: {
    hint: 'Letras minúsculas, dígitos e hífenes. Os utilizadores passam a entrar no novo endereço e o antigo deixa de funcionar.',
  },
  domainModal: {
    placeholder: 'relatorios.exemplo.pt',
    hint: 'Aponte o domínio para {{host}} (registo DNS CNAME) antes de o divulgar.',
    fee: 'Registar um domínio próprio acrescenta {{fee}} por mês à faturação.',
    replaces: 'Substitui {{domain}}, cuja taxa termina.',
    save: 'Registar domínio',
  },
  removeModal: {
    description:
      '{{name}} deixa de responder neste domínio de imediato e a taxa mensal de {{fee}} termina. Os utilizadores continuam a entrar em {{host}}.',
    instruction: 'Para confirmar, escreva o texto abaixo:',
  },
  fee: {
    description:
      'Taxa mensal extra de cada novo domínio próprio. Os registos já feitos mantêm a taxa com que foram feitos.',
    save: 'Guardar taxa',
  },
  billing: {
    empty: 'Nenhum domínio próprio registado.',
  },
  notices: {
    subdomainSaved: 'O subdomínio de {{name}} é agora {{host}}.',
    domainRegistered: '{{domain}} registado para {{name}}.',
    feeSaved: 'Taxa de domínio guardada.',
  },
});
