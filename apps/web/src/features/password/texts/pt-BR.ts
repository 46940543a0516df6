import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the password recovery and expiry screens in Brazilian Portuguese, the reference language. */
export const password = {
  forgotPageTitle: 'Recuperar senha',
  forgotTitle: 'Esqueceu sua senha?',
  forgotSubtitle: 'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  forgotSubmit: 'Enviar link de recuperação',
  sentTitle: 'Verifique seu e-mail',
  sentHint:
    'O link vale por {{minutes}} minutos e só pode ser usado uma vez. Se não o encontrar, confira a caixa de spam.',
  sendAgain: 'Enviar para outro e-mail',
  backToSignin: 'Voltar para o login',
  email: 'E-mail',
  emailPlaceholder: 'voce@empresa.com.br',
  failed: 'Não foi possível enviar o link',
  newPageTitle: 'Nova senha',
  newTitle: 'Crie uma nova senha',
  newSubtitle: 'Escolha uma senha forte, que você não use em outros sites.',
  newPassword: 'Nova senha',
  newPasswordPlaceholder: 'Digite a nova senha',
  confirmPassword: 'Confirme a nova senha',
  confirmPasswordPlaceholder: 'Digite a nova senha novamente',
  togglePassword: 'Mostrar ou ocultar a senha',
  rulesTitle: 'A nova senha precisa ter',
  ruleMet: 'atendido',
  ruleNotMet: 'não atendido',
  matches: 'Confirmação igual à nova senha',
  expiryHint: 'Nesta unidade de negócio, as senhas expiram a cada {{days}} dias.',
  rulesNotMet: 'A senha não atende a todas as regras.',
  submit: 'Salvar nova senha',
  saveFailed: 'Não foi possível salvar a senha',
  loadingRules: 'Carregando as regras de senha',
  rulesError: 'Não foi possível carregar as regras de senha',
  invalidTitle: 'Link inválido ou expirado',
  invalidText:
    'Os links de recuperação valem por {{minutes}} minutos e só podem ser usados uma vez. Peça um novo link para continuar.',
  requestNewLink: 'Pedir um novo link',
};

/** The shape every language of these texts follows: exactly these keys. */
export type PasswordTexts = Texts<typeof password>;
