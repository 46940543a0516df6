import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the SCIM provisioning screen in Brazilian Portuguese, the reference language. */
export const scim = {
  pageTitle: 'Provisionamento (SCIM)',
  title: 'Provisionamento de usuários (SCIM)',
  subtitle:
    'Tokens com que o seu provedor de identidade (Microsoft Entra ID) cria, atualiza e desativa os usuários e grupos desta unidade.',
  unitPickerHint: 'Escolha a unidade de negócio cujos tokens deseja gerenciar.',
  baseUrl: 'URL do locatário (Tenant URL)',
  baseUrlHint: 'Informe este endereço e um token no provisionamento do aplicativo no Entra ID.',
  copy: 'Copiar',
  copied: 'Copiado',
  add: 'Gerar token',
  addTitle: 'Novo token de provisionamento',
  loading: 'Carregando tokens',
  errorTitle: 'Não foi possível carregar os tokens',
  emptyTitle: 'Nenhum token gerado',
  emptyText: 'Gere um token para conectar o provisionamento do seu provedor de identidade.',
  fields: { description: 'Descrição', enabled: 'Ativo' },
  enabledHint: 'Um token desativado é recusado imediatamente.',
  columns: { description: 'Descrição', status: 'Situação', lastUsed: 'Último uso', created: 'Criado em' },
  status: { enabled: 'Ativo', disabled: 'Desativado' },
  neverUsed: 'Nunca usado',
  saved: 'Token {{name}} salvo.',
  deleted: 'Token {{name}} excluído.',
  deleteHint: 'O provedor de identidade que usa este token deixará de conseguir provisionar usuários.',
  createdTitle: 'Token gerado',
  createdWarning: 'Copie o token agora: por segurança ele não será mostrado novamente.',
  tokenLabel: 'Token secreto',
  done: 'Concluir',
};

/** The shape every language of these texts follows: exactly these keys. */
export type ScimTexts = Texts<typeof scim>;
