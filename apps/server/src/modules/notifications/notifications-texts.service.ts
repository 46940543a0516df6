import type { Language } from '@mirante/contracts';

/** What the server writes itself, per language: maintenance notices and the e-mail's frame. */
export interface ServerTexts {
  /** Liquid texts of the automatic notice sent when a report enters maintenance. */
  maintenance: { subject: string; body: string };
  /**
   * Work waiting on someone, and its answers (Liquid; besides the usual variables `requester`
   * names who asked and `reason` a denial's reason).
   */
  catalogRequested: { subject: string; body: string };
  catalogGranted: { subject: string; body: string };
  catalogDenied: { subject: string; body: string };
  remoteRequested: { subject: string; body: string };
  remoteAuthorized: { subject: string; body: string };
  remoteRefused: { subject: string; body: string };
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
    catalogRequested: {
      subject: 'Pedido de acesso: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>{{ requester }} pediu acesso ao relatório <strong>{{ report_title }}</strong> do catálogo de {{ unit }}.</p><p><a href="{{ link }}">Responder no catálogo</a></p>',
    },
    catalogGranted: {
      subject: 'Acesso liberado: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido de acesso ao relatório <strong>{{ report_title }}</strong> foi aceito.</p><p><a href="{{ link }}">Abrir o relatório</a></p>',
    },
    catalogDenied: {
      subject: 'Acesso negado: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido de acesso ao relatório <strong>{{ report_title }}</strong> foi negado.</p><p>Motivo: {{ reason }}</p><p><a href="{{ link }}">Ver o catálogo</a></p>',
    },
    remoteRequested: {
      subject: 'Pedido de acesso remoto a {{ unit }}',
      body: '<p>Olá, {{ user_name }}.</p><p>{{ requester }} pediu para entrar em {{ unit }} e aguarda a sua autorização.</p><p><a href="{{ link }}">Responder ao pedido</a></p>',
    },
    remoteAuthorized: {
      subject: 'Acesso remoto a {{ unit }} autorizado',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido para entrar em {{ unit }} foi autorizado. Se a página de espera ainda estiver aberta, ela entra sozinha; a autorização vale por alguns minutos.</p><p><a href="{{ link }}">Abrir o portal</a></p>',
    },
    remoteRefused: {
      subject: 'Acesso remoto a {{ unit }} recusado',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido para entrar em {{ unit }} foi recusado.</p><p>Motivo: {{ reason }}</p><p><a href="{{ link }}">Abrir o portal</a></p>',
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
    catalogRequested: {
      subject: 'Access request: {{ report_title }}',
      body: '<p>Hello, {{ user_name }}.</p><p>{{ requester }} asked for access to the report <strong>{{ report_title }}</strong> of the catalog of {{ unit }}.</p><p><a href="{{ link }}">Answer in the catalog</a></p>',
    },
    catalogGranted: {
      subject: 'Access granted: {{ report_title }}',
      body: '<p>Hello, {{ user_name }}.</p><p>Your request for access to the report <strong>{{ report_title }}</strong> was granted.</p><p><a href="{{ link }}">Open the report</a></p>',
    },
    catalogDenied: {
      subject: 'Access denied: {{ report_title }}',
      body: '<p>Hello, {{ user_name }}.</p><p>Your request for access to the report <strong>{{ report_title }}</strong> was denied.</p><p>Reason: {{ reason }}</p><p><a href="{{ link }}">See the catalog</a></p>',
    },
    remoteRequested: {
      subject: 'Remote access request to {{ unit }}',
      body: '<p>Hello, {{ user_name }}.</p><p>{{ requester }} asked to enter {{ unit }} and is waiting for your authorization.</p><p><a href="{{ link }}">Answer the request</a></p>',
    },
    remoteAuthorized: {
      subject: 'Remote access to {{ unit }} authorized',
      body: '<p>Hello, {{ user_name }}.</p><p>Your request to enter {{ unit }} was authorized. If the waiting page is still open it takes you in; the authorization is good for a few minutes.</p><p><a href="{{ link }}">Open the portal</a></p>',
    },
    remoteRefused: {
      subject: 'Remote access to {{ unit }} refused',
      body: '<p>Hello, {{ user_name }}.</p><p>Your request to enter {{ unit }} was refused.</p><p>Reason: {{ reason }}</p><p><a href="{{ link }}">Open the portal</a></p>',
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
    catalogRequested: {
      subject: 'Solicitud de acceso: {{ report_title }}',
      body: '<p>Hola, {{ user_name }}.</p><p>{{ requester }} solicitó acceso al informe <strong>{{ report_title }}</strong> del catálogo de {{ unit }}.</p><p><a href="{{ link }}">Responder en el catálogo</a></p>',
    },
    catalogGranted: {
      subject: 'Acceso concedido: {{ report_title }}',
      body: '<p>Hola, {{ user_name }}.</p><p>Su solicitud de acceso al informe <strong>{{ report_title }}</strong> fue aceptada.</p><p><a href="{{ link }}">Abrir el informe</a></p>',
    },
    catalogDenied: {
      subject: 'Acceso denegado: {{ report_title }}',
      body: '<p>Hola, {{ user_name }}.</p><p>Su solicitud de acceso al informe <strong>{{ report_title }}</strong> fue denegada.</p><p>Motivo: {{ reason }}</p><p><a href="{{ link }}">Ver el catálogo</a></p>',
    },
    remoteRequested: {
      subject: 'Solicitud de acceso remoto a {{ unit }}',
      body: '<p>Hola, {{ user_name }}.</p><p>{{ requester }} pidió entrar en {{ unit }} y espera su autorización.</p><p><a href="{{ link }}">Responder a la solicitud</a></p>',
    },
    remoteAuthorized: {
      subject: 'Acceso remoto a {{ unit }} autorizado',
      body: '<p>Hola, {{ user_name }}.</p><p>Su solicitud para entrar en {{ unit }} fue autorizada. Si la página de espera sigue abierta, entra sola; la autorización vale unos minutos.</p><p><a href="{{ link }}">Abrir el portal</a></p>',
    },
    remoteRefused: {
      subject: 'Acceso remoto a {{ unit }} rechazado',
      body: '<p>Hola, {{ user_name }}.</p><p>Su solicitud para entrar en {{ unit }} fue rechazada.</p><p>Motivo: {{ reason }}</p><p><a href="{{ link }}">Abrir el portal</a></p>',
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
    catalogRequested: {
      subject: 'Pedido de acesso: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>{{ requester }} pediu acesso ao relatório <strong>{{ report_title }}</strong> do catálogo de {{ unit }}.</p><p><a href="{{ link }}">Responder no catálogo</a></p>',
    },
    catalogGranted: {
      subject: 'Acesso concedido: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido de acesso ao relatório <strong>{{ report_title }}</strong> foi aceite.</p><p><a href="{{ link }}">Abrir o relatório</a></p>',
    },
    catalogDenied: {
      subject: 'Acesso recusado: {{ report_title }}',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido de acesso ao relatório <strong>{{ report_title }}</strong> foi recusado.</p><p>Motivo: {{ reason }}</p><p><a href="{{ link }}">Ver o catálogo</a></p>',
    },
    remoteRequested: {
      subject: 'Pedido de acesso remoto a {{ unit }}',
      body: '<p>Olá, {{ user_name }}.</p><p>{{ requester }} pediu para entrar em {{ unit }} e aguarda a sua autorização.</p><p><a href="{{ link }}">Responder ao pedido</a></p>',
    },
    remoteAuthorized: {
      subject: 'Acesso remoto a {{ unit }} autorizado',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido para entrar em {{ unit }} foi autorizado. Se a página de espera ainda estiver aberta, entra sozinha; a autorização vale durante alguns minutos.</p><p><a href="{{ link }}">Abrir o portal</a></p>',
    },
    remoteRefused: {
      subject: 'Acesso remoto a {{ unit }} recusado',
      body: '<p>Olá, {{ user_name }}.</p><p>O seu pedido para entrar em {{ unit }} foi recusado.</p><p>Motivo: {{ reason }}</p><p><a href="{{ link }}">Abrir o portal</a></p>',
    },
    mail: {
      greeting: 'Olá, {name}',
      open: 'Ver no portal',
      fallback: 'Se o botão não funcionar, copie este endereço para o navegador:',
      footer: 'Recebeu este e-mail porque a unidade {unit} envia as suas notificações por e-mail.',
    },
  },
};
