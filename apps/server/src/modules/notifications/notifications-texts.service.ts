import type { Language } from '@mirante/contracts';

/** What the server writes itself, per language: maintenance notices and the e-mail's frame. */
interface ServerTexts {
  /** Liquid texts of the automatic notice sent when a report enters maintenance. */
  maintenance: { subject: string; body: string };
  mail: {
    greeting: string;
    /** The button that opens the inbox. */
    open: string;
    fallback: string;
    footer: string;
  };
}

export const NOTIFICATION_TEXTS: Record<Language, ServerTexts> = {
  'pt-BR': {
    maintenance: {
      subject: 'Relatório em manutenção: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>O relatório <strong>{{ report_title }}</strong> de {{ unit }} entrou em manutenção e ficará indisponível por algum tempo.</p><p><a href="{{ link }}">Abrir o relatório</a></p>',
    },
    mail: {
      greeting: 'Olá, {name}',
      open: 'Ver no portal',
      fallback: 'Se o botão não funcionar, copie este endereço no navegador:',
      footer: 'Você recebeu este e-mail porque a unidade {unit} envia suas notificações por e-mail.',
    },
  },
  'en-US': {
    maintenance: {
      subject: 'Report under maintenance: {{ report_title }}',
      body: '<p>Hello, {{ user_name }}.</p><p>The report <strong>{{ report_title }}</strong> of {{ unit }} is now under maintenance and will be unavailable for a while.</p><p><a href="{{ link }}">Open the report</a></p>',
    },
    mail: {
      greeting: 'Hello, {name}',
      open: 'View in the portal',
      fallback: 'If the button does not work, copy this address into your browser:',
      footer: 'You received this e-mail because {unit} sends its notifications by e-mail.',
    },
  },
  es: {
    maintenance: {
      subject: 'Informe en mantenimiento: {{ report_title }}',
      body: '<p>Hola, {{ user_name }}.</p><p>El informe <strong>{{ report_title }}</strong> de {{ unit }} entró en mantenimiento y no estará disponible por un tiempo.</p><p><a href="{{ link }}">Abrir el informe</a></p>',
    },
    mail: {
      greeting: 'Hola, {name}',
      open: 'Ver en el portal',
      fallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
      footer: 'Recibió este correo porque la unidad {unit} envía sus notificaciones por correo.',
    },
  },
  'pt-PT': {
    maintenance: {
      subject: 'Relatório em manutenção: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>O relatório <strong>{{ report_title }}</strong> de {{ unit }} entrou em manutenção e ficará indisponível durante algum tempo.</p><p><a href="{{ link }}">Abrir o relatório</a></p>',
    },
    mail: {
      greeting: 'Olá, {name}',
      open: 'Ver no portal',
      fallback: 'Se o botão não funcionar, copie este endereço para o navegador:',
      footer: 'Recebeu este e-mail porque a unidade {unit} envia as suas notificações por e-mail.',
    },
  },
};
