import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the clients screens in Brazilian Portuguese, the reference language. */
export const clients = {
  pageTitle: 'Clientes',
  title: 'Clientes',
  subtitle: 'Os clientes faturados dos seus parceiros.',
  add: 'Adicionar cliente',
  addTitle: 'Adicionar cliente',
  units: 'Unidades de negócio',
  partnerFilter: 'Filtrar por parceiro',
  allPartners: 'Todos os parceiros',
  search: 'Buscar clientes',
  searchPlaceholder: 'Nome, nome fantasia, documento ou código',
  loading: 'Carregando clientes',
  saved: 'Cliente {{name}} salvo.',
  deleted: 'Cliente {{name}} excluído.',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  addressSection: 'Endereço',
  contactSection: 'Contato e contrato',
  fields: {
    partner_id: 'Parceiro',
    name: 'Razão social',
    customer_code: 'Código do cliente',
    person_type: 'Tipo de pessoa',
    document: 'CNPJ/CPF',
    fantasy_name: 'Nome fantasia',
    state_registration: 'Inscrição estadual',
    address_street: 'Logradouro',
    address_number: 'Número',
    address_complement: 'Complemento',
    address_neighborhood: 'Bairro',
    address_city: 'Cidade',
    business_email: 'E-mail comercial',
    commercial_phone: 'Telefone comercial',
    contact_name: 'Nome do contato',
    seller: 'Vendedor',
    contract_date: 'Data do contrato',
    situation: 'Situação',
    observation: 'Observação',
  },
  personType: { legal: 'Pessoa jurídica', physical: 'Pessoa física' },
  situation: { active: 'Ativo', suspended: 'Suspenso', cancelled: 'Cancelado' },
};

/** The shape every language of these texts follows: exactly these keys. */
export type ClientsTexts = Texts<typeof clients>;
