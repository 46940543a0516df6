import type { MessageCatalog } from '../errors';

/** European Portuguese: "utilizador", "palavra-passe", "ficheiro", "aceder", "registo". */
export const ptPT: MessageCatalog = {
  unexpected_error: 'Ups! Ocorreu um erro!',
  validation_failed: 'Alguns campos são inválidos.',
  incorrect_credentials: 'Nome de utilizador ou palavra-passe incorretos!',
  unauthorized: 'Acesso não autorizado!',
  session_expired: 'A autenticação expirou',
  // A protocol message the web client matches on; never translated.
  token_expired: 'Token is Expired',
  invalid_xsrf_token: 'Acesso não autorizado!',
  forbidden: 'Não tem permissão para aceder a esta página.',
  no_functionality_access: 'Não tem acesso a esta funcionalidade',
  partner_access_off:
    'Esta unidade não permite a entrada do parceiro. Um administrador da unidade pode ativar “Permitir acesso remoto do parceiro” em Definições › Permissões; com “Exigir consentimento para o acesso remoto” também ativo, cada entrada aguarda a aprovação dele.',
  partner_consent_required:
    'Esta unidade aprova cada entrada do parceiro: entre novamente e aguarde a autorização de um administrador da unidade.',
  hour_not_allowed: 'Horário não permitido!',
  ip_not_allowed: 'IP não permitido!',
  domain_not_allowed: 'Sem acesso a este domínio!',
  user_blocked: 'O utilizador está bloqueado!',
  user_deactivated: 'Utilizador desativado!',
  user_inactive: 'O utilizador está inativo!',
  user_without_company: 'Utilizador sem empresa!',
  test_period_ended: 'O período experimental terminou!',
  request_company_access: 'Peça ao seu administrador acesso a uma unidade de negócio!',
  not_found_companies: 'Não foi encontrada nenhuma unidade de negócio para este utilizador!',
  company_disabled: 'Esta unidade de negócio está desativada!',
  password_sign_in_disabled: 'Esta unidade de negócio não permite entrar com palavra-passe!',
  report_add_not_allowed: 'Esta unidade de negócio não pode adicionar relatórios.',
  maitenance: 'O sistema está em manutenção. Tente novamente mais tarde.',
  not_found: 'Não foram encontrados registos!',
  route_not_found: 'Página não encontrada',
  group_not_found: 'Este grupo não existe!',
  ticket_not_found: 'Este pedido de suporte não existe',
  no_report_in_slideshow: 'Nenhum relatório na apresentação de diapositivos',
  user_limit_reached: 'Foi atingido o limite de utilizadores desta unidade de negócio.',
  email_exists: 'Este e-mail já está registado.',
  phone_exists: 'Este número de telefone já está registado',
  self_action_not_allowed: 'Não pode desativar nem remover a sua própria conta.',
  subdomain_exists: 'Este subdomínio já está a ser utilizado.',
  invalid_file: 'Ficheiro inválido',
  import_too_many_rows: 'O ficheiro tem mais de {max} linhas.',
  import_not_ready: 'Esta importação não pode fazer isso neste passo.',
  auto_action_not_found: 'Esta ação agendada não existe!',
  notification_not_found: 'Esta notificação não existe!',
  notification_template_not_found: 'Este modelo não existe!',
  notification_template_name_exists: 'Já existe um modelo com este nome.',
  notification_template_invalid: 'Não foi possível ler o modelo: {detail}',
  notification_no_addressees: 'Ninguém corresponde aos destinatários escolhidos.',
  embed_link_not_found: 'Esta ligação incorporada não existe.',
  embed_link_unavailable: 'Esta ligação incorporada já não está disponível.',
  embedding_disabled: 'Os relatórios incorporados não estão ativos nesta unidade de negócio.',
  embed_tokens_disabled: 'As ligações públicas de incorporação não estão ativas nesta unidade de negócio.',
  embed_link_identity_required:
    'Esta ligação incorporada não pode mostrar o relatório: o relatório aplica segurança ao nível da linha e a ligação não tem identidade. Peça uma nova ligação a quem a partilhou.',
  report_identity_required:
    'Este relatório aplica segurança ao nível da linha: só abre para os membros da unidade, com as suas funções.',
  billing_month_not_ended: 'O mês ainda não terminou; pode ser fechado a partir do seu último dia.',
  invoice_cancelled: 'Esta fatura está anulada e já não pode ser alterada.',
  invoice_email_missing: 'Esta fatura não tem e-mail de faturação.',
  invoice_mail_failed:
    'Não foi possível enviar a fatura por e-mail. Verifique o servidor de e-mail e tente novamente.',
  theme_contrast_too_low:
    'As cores do tema têm pouco contraste com as cores com que aparecem: textos e controlos ficariam difíceis de ler.',
  password_recovery_error: 'Erro ao enviar o e-mail de recuperação da palavra-passe!',
  password_change_not_allowed: 'O seu método de autenticação não permite alterar a palavra-passe!',
  too_many_requests: 'Demasiadas tentativas. Aguarde um momento e tente novamente.',
  login_locked:
    'Demasiadas tentativas de início de sessão falhadas. Tente novamente dentro de {minutes} minutos.',
  payload_too_large: 'O ficheiro é demasiado grande.',
  authentication_error: 'Erro ao autenticar!',
  login_error: 'Erro ao iniciar sessão!',
  remote_request_decided: 'Este pedido de acesso remoto já foi respondido.',
  remote_request_expired: 'Este pedido de acesso remoto expirou.',
  service_unavailable: 'Serviço temporariamente indisponível.',
  domain_not_found: 'Este endereço não está associado a nenhuma unidade de negócio.',
  invalid_token: 'Esta ligação é inválida ou expirou.',
  invalid_two_factor_code: 'Código de verificação inválido!',
  two_factor_attempts_exceeded:
    'Demasiados códigos incorretos. Inicie sessão novamente para tentar outra vez.',
  two_factor_required: 'A sua unidade de negócio exige a autenticação de dois fatores.',
  two_factor_not_enabled: 'A autenticação de dois fatores não está ativada para este utilizador.',
  partner_has_active_users:
    'Desative primeiro os utilizadores das unidades de negócio deste parceiro: {units} unidade(s) de negócio ainda têm {users} utilizador(es) ativo(s).',
  client_has_units:
    'Este cliente ainda tem {count} unidade(s) de negócio. Mova ou elimine as unidades antes de eliminar o cliente.',
  group_name_exists: 'Já existe um grupo com este nome.',
  group_has_members: 'Este grupo ainda tem {count} membros. Mova-os para sem grupo antes de o eliminar.',
  custom_field_type_locked: 'Este campo já tem valores; o tipo não pode ser alterado.',
  custom_field_read_only: 'Os campos globais são geridos pelo parceiro e não podem ser alterados aqui.',
  done: 'Concluído com sucesso!',
  users_imported: 'Utilizadores importados com sucesso',
  users_not_registered: '{count} utilizadores não foram registados devido aos erros identificados.',
  password_recovery_sent:
    'Se o e-mail estiver registado, foi-lhe enviada uma ligação para recuperar a palavra-passe.',
  password_changed: 'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.',
  password_min_character: 'Pelo menos {count} carateres',
  password_capital_letter: 'Pelo menos uma letra maiúscula',
  password_special_characters: 'Pelo menos um caráter especial (como ! @ # ou -)',
  password_mismatch: 'As palavras-passe não coincidem.',
  password_same_as_current: 'A nova palavra-passe tem de ser diferente da atual.',
  password_current_wrong: 'A palavra-passe atual está incorreta.',
  ip_lockout: 'Estas regras de IP bloqueariam o seu acesso: o seu endereço atual {ip} não está na lista',
  hour_lockout:
    'Estes horários de acesso bloqueariam o seu acesso: agora ({time}, {timezone}) está fora deles',
  sso_not_ready:
    'Ninguém conseguiria entrar: o início de sessão único ainda não funciona nesta unidade de negócio. Ative a aplicação SAML dela e conclua primeiro um início de sessão de teste com ela.',
  last_sign_in_way:
    'Esta aplicação SAML é a única forma de entrar nesta unidade de negócio enquanto as palavras-passe estão desligadas. Volte primeiro a ligar o início de sessão com palavra-passe.',
  mail_test_failed:
    'Não foi possível enviar o e-mail de teste. Verifique as definições do servidor de e-mail.',
  domain_exists: 'Este domínio já está registado.',
  provider_entity_not_found: 'O fornecedor de relatórios não encontrou este item (PowerBIEntityNotFound).',
  provider_not_authorized:
    'O fornecedor de relatórios recusou o acesso a este item (PowerBINotAuthorizedException). Verifique as permissões da conta.',
  provider_token_expired: 'O token do fornecedor de relatórios expirou (TokenExpired). Tente novamente.',
  capacity_not_active:
    'A capacidade do relatório está em pausa (CapacityNotActive). Está a ser iniciada; tente novamente dentro de instantes.',
  provider_authorization_failed:
    'O Azure recusou a operação (AuthorizationFailed). Verifique a função da conta na subscrição.',
  provider_connection_failed: 'Não foi possível ligar ao fornecedor de relatórios com estas credenciais.',
  provider_unavailable:
    'O fornecedor de relatórios não está a responder. Tente novamente dentro de alguns minutos.',
  provider_account_in_use:
    'Esta conta ainda tem {count} áreas de trabalho ou recursos. Remova-os antes de a eliminar.',
  workspace_in_use: 'Esta área de trabalho ainda tem {count} relatórios. Remova-os antes de a eliminar.',
  capacity_busy: 'Esta capacidade está a mudar de estado ({state}). Aguarde a conclusão.',
  capacity_force_stopped:
    'Esta capacidade está mantida parada (paragem forçada). Desative a paragem forçada para a retomar.',
  report_in_maintenance: 'Este relatório está em manutenção. Tente novamente mais tarde.',
  report_group_name_exists: 'Já existe um grupo de relatórios com este nome.',
  report_group_has_reports: 'Este grupo ainda tem {count} relatórios. Mova-os antes de o eliminar.',
  html_script_not_allowed: 'O HTML não pode conter scripts: <script> encontrado em {where}.',
  html_style_element_not_allowed:
    'Os estilos devem estar em linha (atributo style): <style> encontrado em {where}.',
  html_external_css_not_allowed:
    'CSS externo não é permitido: ligação de folha de estilos encontrada em {where}.',
  html_root_style_not_allowed: 'O elemento <{element}> não pode ter estilos ({where}).',
  html_inline_script_not_allowed: 'O HTML não pode executar scripts: {element} encontrado em {where}.',
  catalog_request_exists: 'Já pediu acesso a este relatório.',
  catalog_request_decided: 'Este pedido já foi respondido.',
  playlist_name_exists: 'Já existe uma lista de reprodução com este nome.',
  workspace_exists: 'Esta área de trabalho já está registada nesta unidade de negócio.',
  account_fields_read_only:
    'Esta pessoa também pertence a unidades de negócio que não administra: só ela pode alterar o e-mail, o telefone, a palavra-passe, a fotografia e a verificação em dois passos, em “A minha conta”.',
  invitation_pending: 'Esta pessoa ainda não aceitou o convite para a unidade de negócio.',
  external_id_exists: 'Este identificador externo já está em uso nesta unidade de negócio.',
  scim_token_limit_reached:
    'Esta unidade de negócio já tem o máximo de tokens de aprovisionamento ({count}).',
  saml_config_exists: 'Esta unidade de negócio já tem uma configuração SAML.',
  saml_not_configured: 'O início de sessão único não está configurado para esta unidade de negócio.',
  sso_error: 'Erro ao autenticar!',
  mail_test_sent: 'E-mail de teste enviado para {email}',
  mail_host_not_allowed: 'Este endereço de servidor de e-mail não é permitido: utilize um endereço público.',
  mail_port_not_allowed: 'Utilize uma porta de e-mail: 25, 465, 587 ou 2525.',
  ip_warning: 'Certifique-se de que está num IP permitido antes de ativar',
  refreshing_session: 'A atualizar a sessão!',
  // "O campo …" keeps the sentence right whatever the gender of the field's name.
  field_required: 'O campo {name} é obrigatório',
  field_invalid: 'O campo {name} é inválido',
  embed_identity_required:
    'Este relatório aplica segurança ao nível da linha: a ligação precisa de uma identidade com as suas funções.',
  theme_color_contrast: 'Contraste de {ratio}:1 com {against}: são necessários pelo menos {required}:1',
  network_error: 'Erro de rede',
  request_timeout: 'O pedido excedeu o tempo limite',
  request_aborted: 'Pedido cancelado',
  request_failed: 'O pedido falhou com o código de estado {status}',
  permission_denied_page: 'Não tem permissão para aceder a esta página.',
  account_field_read_only:
    'Só a própria pessoa pode alterar isto, em “A minha conta”: a conta também pertence a outras unidades de negócio.',
  invitation_accepted: 'Entrou na unidade {unit}. Inicie sessão para lhe aceder.',
  invitation_declined: 'Recusou o convite para a unidade {unit}.',
  import_duplicate_email: 'Este e-mail aparece mais do que uma vez no ficheiro.',
  auto_run_interrupted:
    'A execução parou antes de terminar (o servidor foi abaixo); o próximo horário previsto corre normalmente.',
};
